// jars: guava
import com.google.common.base.CaseFormat;
import com.google.common.base.CharMatcher;
import com.google.common.base.Converter;
import com.google.common.base.Joiner;
import com.google.common.base.MoreObjects;
import com.google.common.base.Objects;
import com.google.common.base.Optional;
import com.google.common.base.Preconditions;
import com.google.common.base.Splitter;
import com.google.common.base.Strings;
import com.google.common.base.Verify;
import com.google.common.base.VerifyException;
import com.google.common.base.Enums;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.primitives.Ints;
import com.google.common.primitives.Doubles;
import com.google.common.net.HostAndPort;
import com.google.common.net.InetAddresses;
import com.google.common.net.InternetDomainName;
import com.google.common.net.MediaType;
import com.google.common.net.UrlEscapers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses an INI-like service configuration into typed settings, validating as it goes. */
public class GuavaConfigParser {
    enum LogLevel { TRACE, DEBUG, INFO, WARN, ERROR }

    static final String CONFIG = String.join("\n",
            "# service configuration",
            "[server]",
            "  listen-address = api.example.co.uk:8443  ",
            "max-connections=  250",
            "request_timeout_ms = 1500 ; milliseconds",
            "allowed-origins = https://a.example.com, https://b.example.com,, ",
            "",
            "[logging]",
            "log-level = warn",
            "format=json",
            "tags = env=prod; region = eu-west-1 ;team=core",
            "[limits]",
            "ratio = 0.75",
            "burst = -3",
            "media = text/html; charset=UTF-8",
            "client = 192.168.001.10");

    static final class ServerSettings {
        final HostAndPort listen; final int maxConnections; final int timeoutMs; final List<String> origins;
        ServerSettings(HostAndPort listen, int maxConnections, int timeoutMs, List<String> origins) {
            this.listen = Preconditions.checkNotNull(listen, "listen");
            Preconditions.checkArgument(maxConnections > 0 && maxConnections <= 10_000, "max-connections out of range: %s", maxConnections);
            this.maxConnections = maxConnections;
            this.timeoutMs = timeoutMs;
            this.origins = ImmutableList.copyOf(origins);
        }
        @Override public String toString() {
            return MoreObjects.toStringHelper(this).add("listen", listen).add("maxConnections", maxConnections)
                    .add("timeoutMs", timeoutMs).add("origins", origins).omitNullValues().add("proxy", null).toString();
        }
        @Override public boolean equals(Object o) {
            return o instanceof ServerSettings && Objects.equal(listen, ((ServerSettings) o).listen) && maxConnections == ((ServerSettings) o).maxConnections;
        }
        @Override public int hashCode() { return Objects.hashCode(listen, maxConnections); }
    }

    public static void main(String[] args) {
        Map<String, Map<String, String>> sections = new LinkedHashMap<>();
        String current = "global";
        CharMatcher comment = CharMatcher.anyOf("#;");
        Splitter kv = Splitter.on('=').limit(2).trimResults();
        int lineNo = 0;
        for (String raw : Splitter.on('\n').split(CONFIG)) {
            lineNo++;
            int cut = comment.indexIn(raw);
            String line = CharMatcher.whitespace().trimFrom(cut >= 0 && !raw.contains("tags") && !raw.contains("media") ? raw.substring(0, cut) : raw);
            if (line.isEmpty()) continue;
            if (line.startsWith("[")) {
                current = CharMatcher.anyOf("[]").removeFrom(line);
                continue;
            }
            List<String> parts = kv.splitToList(line);
            Preconditions.checkState(parts.size() == 2, "line %s: expected key=value but got '%s'", lineNo, line);
            String key = CaseFormat.LOWER_HYPHEN.to(CaseFormat.LOWER_CAMEL, parts.get(0).replace('_', '-'));
            sections.computeIfAbsent(current, s -> new LinkedHashMap<>()).put(key, parts.get(1));
        }
        System.out.println(Joiner.on("\n").withKeyValueSeparator(" -> ").join(sections));

        Map<String, String> server = sections.get("server");
        ServerSettings s = new ServerSettings(
                HostAndPort.fromString(server.get("listenAddress")).withDefaultPort(80),
                Ints.tryParse(server.get("maxConnections")),
                Optional.fromNullable(Ints.tryParse(server.get("requestTimeoutMs"))).or(30_000),
                Splitter.on(',').trimResults().omitEmptyStrings().splitToList(server.get("allowedOrigins")));
        System.out.println(s);
        System.out.println("host " + s.listen.getHost() + " port " + s.listen.getPort() + " hasPort " + s.listen.hasPort()
                + " equal " + s.equals(new ServerSettings(HostAndPort.fromParts("api.example.co.uk", 8443), 250, 0, ImmutableList.of())));
        InternetDomainName domain = InternetDomainName.from(s.listen.getHost());
        System.out.println("public suffix " + domain.publicSuffix() + " top private " + domain.topPrivateDomain() + " parts " + domain.parts());

        Map<String, String> logging = sections.get("logging");
        Optional<LogLevel> level = Enums.getIfPresent(LogLevel.class, logging.get("logLevel").toUpperCase());
        System.out.println("level " + level + " missing " + Enums.getIfPresent(LogLevel.class, "LOUD") + " or " + Enums.getIfPresent(LogLevel.class, "LOUD").or(LogLevel.INFO));
        Converter<String, LogLevel> conv = Enums.stringConverter(LogLevel.class);
        System.out.println("converter " + conv.convert("ERROR") + " back " + conv.reverse().convert(LogLevel.TRACE));
        Map<String, String> tags = Splitter.on(';').trimResults().withKeyValueSeparator(Splitter.on('=').trimResults()).split(logging.get("tags"));
        System.out.println("tags " + tags + " joined " + Joiner.on('&').withKeyValueSeparator("=").join(ImmutableMap.copyOf(tags)));
        System.out.println("constant " + CaseFormat.LOWER_CAMEL.to(CaseFormat.UPPER_UNDERSCORE, "requestTimeoutMs")
                + " class " + CaseFormat.LOWER_HYPHEN.to(CaseFormat.UPPER_CAMEL, "max-connections")
                + " converter " + CaseFormat.UPPER_UNDERSCORE.converterTo(CaseFormat.LOWER_UNDERSCORE).convert("LOG_LEVEL"));

        Map<String, String> limits = sections.get("limits");
        double ratio = Doubles.tryParse(limits.get("ratio"));
        Verify.verify(ratio > 0 && ratio < 1, "ratio %s not in (0,1)", ratio);
        try {
            int burst = Ints.tryParse(limits.get("burst"));
            Verify.verify(burst >= 0, "burst must be non-negative but was %s", burst);
        } catch (VerifyException e) {
            System.out.println("VerifyException: " + e.getMessage());
        }
        try {
            Verify.verifyNotNull(limits.get("missing"), "limit %s is required", "missing");
        } catch (VerifyException e) {
            System.out.println("VerifyException: " + e.getMessage());
        }
        try {
            new ServerSettings(HostAndPort.fromHost("localhost"), 20_000, 1, ImmutableList.of());
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            Preconditions.checkElementIndex(5, 3, "origin index");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            Preconditions.checkPositionIndexes(2, 9, 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            Preconditions.checkNotNull(null, "%s of %s is null (extra %s)", "value", "key");
        } catch (NullPointerException e) {
            System.out.println("NullPointerException: " + e.getMessage());
        }
        try {
            HostAndPort.fromString("[::1:80");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        MediaType media = MediaType.parse(limits.get("media"));
        System.out.println("media " + media + " type " + media.type() + "/" + media.subtype() + " charset " + media.charset()
                + " is html " + media.is(MediaType.HTML_UTF_8.withoutParameters()) + " json " + MediaType.JSON_UTF_8);
        System.out.println("ip literal " + InetAddresses.isInetAddress(limits.get("client")) + " " + InetAddresses.isInetAddress("192.168.1.10")
                + " " + InetAddresses.toAddrString(InetAddresses.forString("2001:db8:0:0:0:0:0:1")));
        System.out.println("escaped " + UrlEscapers.urlFormParameterEscaper().escape("a b&c=d/é") + " "
                + UrlEscapers.urlPathSegmentEscaper().escape("a b/c?"));
        System.out.println("[" + Strings.padStart("7", 3, '0') + "] [" + Strings.padEnd("ab", 5, '.') + "] [" + Strings.repeat("-=", 4)
                + "] [" + Strings.commonPrefix("request_timeout", "request_id") + "] [" + Strings.emptyToNull("") + "] ["
                + Strings.nullToEmpty(null) + "] [" + Strings.lenientFormat("%s + %s = %s", 1, 2) + "]");
        System.out.println(CharMatcher.inRange('0', '9').retainFrom("tel: +44 (0)20 7946-0000") + " "
                + CharMatcher.is('-').collapseFrom("a---b--c", '_') + " " + CharMatcher.whitespace().trimAndCollapseFrom("  too   many\t spaces ", ' ')
                + " " + CharMatcher.ascii().negate().countIn("naïve café") + " " + CharMatcher.javaUpperCase().replaceFrom("HeLLo", "*"));
        System.out.println(Joiner.on(", ").skipNulls().join(null, "a", null, "b") + " | " + Joiner.on(", ").useForNull("?").join(java.util.Arrays.asList("x", null, "z")));
        System.out.println(Splitter.fixedLength(4).split("abcdefghij") + " " + Splitter.onPattern("\\s*[|/]\\s*").splitToList("a | b/c  |d")
                + " " + Splitter.on(", ").limit(2).split("one, two, three"));
    }
}
