import { Box, Flex } from "@chakra-ui/react";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../app/stores-context";
import { NETWORK_COLOURS, ON_DARK } from "./notice-colours";
import { NoticeIcon } from "./notice-icons";

/**
 * SPEC §4/§8 network strips (in the notice overlay, bottom centre); the poll of SPEC §7 runs while
 * they are mounted. Two live regions always in the page: a lost
 * connection is announced at once (role alert), its return politely (role status).
 */
export const NetworkStrips = observer(function NetworkStrips() {
  const { network } = useStores();
  const { t } = useTranslation("shell");

  useEffect(() => {
    network.start();
    return () => network.stop();
  }, [network]);

  const strip = network.strip;
  const lost = strip === "NETWORK.DISCONNECTED" || strip === "NETWORK.CANNOT_CONNECT";
  const content =
    strip === null ? null : (
      <Flex
        data-network={strip}
        align="center"
        gap="2"
        maxW="calc(100vw - 2rem)"
        bg={NETWORK_COLOURS[strip]}
        color={ON_DARK}
        borderRadius="full"
        boxShadow="lg"
        px="4"
        py="2"
        textStyle="sm"
        fontWeight="semibold"
      >
        <NoticeIcon name="NETWORK" size={18} />
        {t(`notices.${strip}`)}
      </Flex>
    );
  return (
    <Box alignSelf="center" pointerEvents="none">
      <Box role="alert">{lost ? content : null}</Box>
      <Box role="status">{lost ? null : content}</Box>
    </Box>
  );
});
