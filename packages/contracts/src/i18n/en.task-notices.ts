/** English texts of task notices: assignment mails and task figures (issue 32). */
export const enTaskNotices = {
  'taskNotices.assigned.subject': 'New task: {step} · record {record}',
  'taskNotices.assigned.body':
    'Hello {name},\n\n{sender} sent you the task "{step}" of the workflow {workflow}, on record {record} ({subject}).\n\nDue: {due}.\n\nOpen it in your task box:\n{link}',
  'taskNotices.reassigned.subject': 'Task reassigned to you: {step} · record {record}',
  'taskNotices.reassigned.body':
    'Hello {name},\n\n{sender} reassigned to you the task "{step}" of the workflow {workflow}, on record {record} ({subject}).\n\nReason: {reason}\n\nDue: {due}.\n\nOpen it in your task box:\n{link}',
  'taskNotices.returned.subject': 'Task sent back: {step} · record {record}',
  'taskNotices.returned.body':
    'Hello {name},\n\n{sender} sent record {record} ({subject}) back to the step "{step}" of the workflow {workflow}, which you completed.\n\nReason: {reason}\n\nDue: {due}.\n\nOpen it in your task box:\n{link}',
  'taskNotices.answered.subject': 'Answer to what you sent back: {step} · record {record}',
  'taskNotices.answered.body':
    'Hello {name},\n\n{sender} dealt with record {record} ({subject}), which you sent back: the task "{step}" of the workflow {workflow} is yours again.\n\nDue: {due}.\n\nOpen it in your task box:\n{link}',
  'taskNotices.freeAssigned.subject': 'New free task: {step} · record {record}',
  'taskNotices.freeAssigned.body':
    'Hello {name},\n\n{sender} asked you for the free task “{step}” on record {record} ({subject}).\n\nDue: {due}.\n\nOpen it in your task box:\n{link}',
  'taskNotices.freeReassigned.subject': 'Free task reassigned to you: {step} · record {record}',
  'taskNotices.freeReassigned.body':
    'Hello {name},\n\n{sender} reassigned to you the free task “{step}” on record {record} ({subject}).\n\nReason: {reason}\n\nDue: {due}.\n\nOpen it in your task box:\n{link}',
  'dashboard.tasks.title': 'My tasks',
  'dashboard.tasks.total': 'Open tasks',
  'dashboard.tasks.free': 'Free tasks',
  'dashboard.tasks.dueSoon': 'Due soon',
  'dashboard.tasks.overdue': 'Overdue',
  'dashboard.tasks.overdueList': 'Longest overdue',
  'dashboard.tasks.noneOverdue': 'You have no overdue tasks.',
  'dashboard.tasks.dueAt': 'Was due {date}',
  'dashboard.trd.title': 'Retention structure',
  'dashboard.trd.series': 'Series and subseries you may consult',
  'menu.taskBox': 'Task box',
  'menu.unreadTasks_one': '{count} unread task',
  'menu.unreadTasks_many': '{count} unread tasks',
  'menu.unreadTasks_other': '{count} unread tasks',
};
