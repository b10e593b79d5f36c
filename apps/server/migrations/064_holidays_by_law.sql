-- A seeded day off says which national holidays it is (issue 45 point 12): the calendar screen
-- names them in the reader's language and shows the law behind each. A day the company added
-- itself has none. The days seeded before are found by the name date-holidays gave them and the
-- dates that holiday can fall on (a company's own "Navidad" on 24 December stays its own), and take
-- the corrected Spanish name: the library called the Ascensión del Señor "La Asunción".
ALTER TABLE non_working_days ADD COLUMN holidays text[] NOT NULL DEFAULT '{}';

UPDATE non_working_days d
   SET holidays = ARRAY[h.holiday], name = h.name
  FROM (VALUES
    ('Año Nuevo', 'new_year', 'Año Nuevo', '01-01', '01-01', NULL),
    ('Día de los Reyes Magos', 'epiphany', 'Día de los Reyes Magos', '01-06', '01-12', 1),
    ('San José', 'saint_joseph', 'Día de San José', '03-19', '03-25', 1),
    ('Jueves Santo', 'maundy_thursday', 'Jueves Santo', '03-19', '04-22', 4),
    ('Viernes Santo', 'good_friday', 'Viernes Santo', '03-20', '04-23', 5),
    ('Día del Trabajador', 'labour_day', 'Día del Trabajo', '05-01', '05-01', NULL),
    ('La Asunción', 'ascension', 'Ascensión del Señor', '05-04', '06-07', 1),
    ('Corpus Christi', 'corpus_christi', 'Corpus Christi', '05-25', '06-28', 1),
    ('Sagrado Corazón de Jesús', 'sacred_heart', 'Sagrado Corazón de Jesús', '06-01', '07-05', 1),
    ('San Pedro y San Pablo', 'saints_peter_and_paul', 'San Pedro y San Pablo', '06-29', '07-05', 1),
    ('La virgen de Chiquinquirá', 'virgin_of_chiquinquira', 'Virgen de Chiquinquirá', '07-09', '07-15', 1),
    ('Día de la Independencia', 'independence', 'Día de la Independencia', '07-20', '07-20', NULL),
    ('Batalla de Boyacá', 'battle_of_boyaca', 'Batalla de Boyacá', '08-07', '08-07', NULL),
    ('Asunción', 'assumption', 'Asunción de la Virgen', '08-15', '08-21', 1),
    ('Día de la Raza', 'columbus_day', 'Día de la Raza', '10-12', '10-18', 1),
    ('Todos los Santos', 'all_saints', 'Día de Todos los Santos', '11-01', '11-07', 1),
    ('Independencia de Cartagena', 'independence_of_cartagena', 'Independencia de Cartagena', '11-11', '11-17', 1),
    ('La inmaculada concepción', 'immaculate_conception', 'Inmaculada Concepción', '12-08', '12-08', NULL),
    ('Navidad', 'christmas', 'Navidad', '12-25', '12-25', NULL)
  ) AS h(seeded_as, holiday, name, first_day, last_day, weekday)
 WHERE d.name = h.seeded_as
   AND to_char(d.day, 'MM-DD') BETWEEN h.first_day AND h.last_day
   AND (h.weekday IS NULL OR extract(isodow FROM d.day) = h.weekday);

-- The Sagrado Corazón's Monday is San Pedro y San Pablo's too some years (2025): the seeding kept
-- the first of the two.
UPDATE non_working_days
   SET holidays = '{sacred_heart,saints_peter_and_paul}',
       name = 'Sagrado Corazón de Jesús / San Pedro y San Pablo'
 WHERE holidays = '{sacred_heart}' AND to_char(day, 'MM-DD') BETWEEN '06-29' AND '07-05';
