package org.junit;

/**
 * Thrown when two Strings differ: {@link #getMessage()} shows the difference
 * compacted, e.g. {@code expected:<a[b]c> but was:<a[x]c>}, exactly as JUnit 4.13.2.
 */
public class ComparisonFailure extends AssertionError {

    /** The maximum length of the context shown on either side of the difference. */
    private static final int MAX_CONTEXT_LENGTH = 20;

    private static final long serialVersionUID = 1L;

    private String fExpected;
    private String fActual;

    public ComparisonFailure(String message, String expected, String actual) {
        super(message);
        fExpected = expected;
        fActual = actual;
    }

    @Override
    public String getMessage() {
        return new ComparisonCompactor(MAX_CONTEXT_LENGTH, fExpected, fActual).compact(super.getMessage());
    }

    public String getActual() {
        return fActual;
    }

    public String getExpected() {
        return fExpected;
    }

    private static class ComparisonCompactor {
        private static final String ELLIPSIS = "...";
        private static final String DIFF_END = "]";
        private static final String DIFF_START = "[";

        private final int contextLength;
        private final String expected;
        private final String actual;

        ComparisonCompactor(int contextLength, String expected, String actual) {
            this.contextLength = contextLength;
            this.expected = expected;
            this.actual = actual;
        }

        String compact(String message) {
            if (expected == null || actual == null || expected.equals(actual)) {
                return Assert.format(message, expected, actual);
            } else {
                String sharedPrefix = sharedPrefix();
                String sharedSuffix = sharedSuffix(sharedPrefix);
                String compactedPrefix = compactPrefix(sharedPrefix);
                String compactedSuffix = compactSuffix(sharedSuffix);
                return Assert.format(message,
                        compactedPrefix + extractDiff(expected, sharedPrefix, sharedSuffix) + compactedSuffix,
                        compactedPrefix + extractDiff(actual, sharedPrefix, sharedSuffix) + compactedSuffix);
            }
        }

        private String sharedPrefix() {
            int end = Math.min(expected.length(), actual.length());
            for (int i = 0; i < end; i++) {
                if (expected.charAt(i) != actual.charAt(i)) {
                    return expected.substring(0, i);
                }
            }
            return expected.substring(0, end);
        }

        private String sharedSuffix(String prefix) {
            int suffixLength = 0;
            int maxSuffixLength = Math.min(expected.length() - prefix.length(),
                    actual.length() - prefix.length()) - 1;
            for (; suffixLength <= maxSuffixLength; suffixLength++) {
                if (expected.charAt(expected.length() - 1 - suffixLength)
                        != actual.charAt(actual.length() - 1 - suffixLength)) {
                    break;
                }
            }
            return expected.substring(expected.length() - suffixLength);
        }

        private String compactPrefix(String sharedPrefix) {
            if (sharedPrefix.length() <= contextLength) {
                return sharedPrefix;
            }
            return ELLIPSIS + sharedPrefix.substring(sharedPrefix.length() - contextLength);
        }

        private String compactSuffix(String sharedSuffix) {
            if (sharedSuffix.length() <= contextLength) {
                return sharedSuffix;
            }
            return sharedSuffix.substring(0, contextLength) + ELLIPSIS;
        }

        private static String extractDiff(String source, String sharedPrefix, String sharedSuffix) {
            return DIFF_START + source.substring(sharedPrefix.length(), source.length() - sharedSuffix.length())
                    + DIFF_END;
        }
    }
}
