package java.time.format;

import java.time.temporal.TemporalAccessor;

/** Named as the JDK's parse context, whose {@code toResolved} shows in the frames of a failed parse. */
final class DateTimeParseContext {
    private DateTimeParseContext() {
    }

    static TemporalAccessor toResolved(Parsed parsed, ResolverStyle resolverStyle) {
        return parsed.resolve(resolverStyle); // hotspot:331
    }
}
