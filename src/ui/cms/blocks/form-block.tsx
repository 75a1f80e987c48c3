import { Box, Heading, Spinner, Text } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { CmsBlock } from "../../../ports/cms/cms-content-gateway.port";
import { useStores } from "../../app/stores-context";
import { useReseller } from "../../app/use-reseller";
import { BlockFrame } from "./block-frame";
import type { BlockProps } from "./block-props";
import { ContactForm } from "./contact-form";

type FormBlockData = Extract<CmsBlock, { kind: "FORM" }>;

/** SPEC §3 form block: the reseller's contact form (its title, intro and subjects from the API). */
export const FormBlock = observer(function FormBlock({ block }: BlockProps<FormBlockData>) {
  const { t } = useTranslation("cms");
  const { cms } = useStores();
  const reseller = useReseller();
  useEffect(() => {
    void cms.contact.load(reseller);
  }, [cms, reseller]);
  const definition = cms.contact.definition(reseller);
  const headingId = `block-${block.id}-title`;
  return (
    <BlockFrame settings={block.settings} labelledBy={definition.kind === "ready" ? headingId : undefined}>
      {/* Room for the form while its definition comes, so the page below does not move (CLS). */}
      {definition.kind === "loading" && (
        <Box minH="36rem">
          <Spinner size="sm" aria-hidden="true" />
        </Box>
      )}
      {definition.kind === "error" && <Text role="status">{t("contact.loadFailed")}</Text>}
      {definition.kind === "ready" && (
        <>
          <Heading as="h2" id={headingId} size={{ base: "xl", md: "2xl" }} mb="2">
            {definition.form.title}
          </Heading>
          {definition.form.description && (
            <Text mb="6" maxW="2xl">
              {definition.form.description}
            </Text>
          )}
          <ContactForm blockKey={block.id} form={definition.form} />
        </>
      )}
    </BlockFrame>
  );
});
