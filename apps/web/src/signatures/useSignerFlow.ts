import {
  errorCatalogue,
  type GraphicSignature,
  SignatureStatus,
  SignerData,
  type SignerViewDto,
} from '@custodia/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../platform/http.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { signing } from './useSignatures.ts';

/** The link's secret rides in the address's fragment, which the browser never sends anywhere. */
const tokenOfPage = () => window.location.hash.slice(1);

const refusalOf = (error: unknown) =>
  error instanceof ApiError ? error.detail || error.message : String(error);

/**
 * The signer's way through the link: what the server last said of it, the refusal of the link
 * itself or of a step, the document once verified, the code and the drawn signature; each step
 * answers the view that follows.
 */
export function useSignerFlow() {
  const [token] = useState(tokenOfPage);
  const [view, setView] = useState<SignerViewDto>();
  const [linkRefused, setLinkRefused] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [document, setDocument] = useState<Blob>();
  const [graphic, setGraphic] = useState<GraphicSignature>();
  const data = useSchemaForm(SignerData);

  useEffect(() => {
    signing.open(token).then(setView, (error) => setLinkRefused(refusalOf(error)));
  }, [token]);

  useEffect(() => {
    if (view?.verified && view.status === SignatureStatus.pending && !document) {
      signing.document(token).then(setDocument, (error) => setRefusal(refusalOf(error)));
    }
  }, [view, token, document]);

  function refused(error: unknown) {
    if (error instanceof ApiError && error.code === errorCatalogue.signingLinkInvalid.code) {
      setLinkRefused(refusalOf(error));
    } else setRefusal(refusalOf(error));
  }

  async function step(action: () => Promise<SignerViewDto>) {
    setBusy(true);
    setRefusal(undefined);
    try {
      setView(await action());
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  /** Their corrections, checked as the request's data were, go with the signature. */
  function submit(allowed: boolean) {
    const corrections = allowed ? data.validate(data.form.getFieldsValue()) : undefined;
    if (corrections === null) return;
    step(() => signing.sign({ token, graphic, ...(corrections && { corrections }) }));
  }

  const verify = () => step(() => signing.verify({ token, code }));
  const sendCode = () => step(() => signing.sendCode(token));

  /** A photo taken answers the view with it, and clears what was refused before. */
  function photoTaken(taken: SignerViewDto) {
    setRefusal(undefined);
    setView(taken);
  }

  return {
    token,
    view,
    linkRefused,
    refusal,
    busy,
    code,
    setCode,
    document,
    setGraphic,
    data,
    refused,
    verify,
    sendCode,
    submit,
    photoTaken,
  };
}
