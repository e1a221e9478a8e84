package subjects;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Immutable e-mail message built with a {@link Builder}. */
public class MailMessage {

    private final String from;
    private final List<String> recipients;
    private final String subject;
    private final String body;
    private final boolean urgent;

    private MailMessage(Builder builder) {
        this.from = builder.from;
        this.recipients = Collections.unmodifiableList(new ArrayList<>(builder.recipients));
        this.subject = builder.subject;
        this.body = builder.body;
        this.urgent = builder.urgent;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String getFrom() {
        return from;
    }

    public List<String> getRecipients() {
        return recipients;
    }

    public String headerLine() {
        String prefix = urgent ? "[URGENT] " : "";
        String s = subject == null || subject.isEmpty() ? "(no subject)" : subject;
        return prefix + s + " <" + from + "> to " + recipients.size();
    }

    public int bodyLength() {
        return body == null ? 0 : body.length();
    }

    /** Fluent builder validating its input on build(). */
    public static class Builder {
        private String from;
        private final List<String> recipients = new ArrayList<>();
        private String subject;
        private String body;
        private boolean urgent;

        public Builder from(String address) {
            this.from = address;
            return this;
        }

        public Builder to(String address) {
            if (!isValidAddress(address)) {
                throw new IllegalArgumentException("invalid recipient: " + address);
            }
            if (!recipients.contains(address)) {
                recipients.add(address);
            }
            return this;
        }

        public Builder subject(String subject) {
            this.subject = subject;
            return this;
        }

        public Builder body(String body) {
            this.body = body;
            return this;
        }

        public Builder urgent(boolean urgent) {
            this.urgent = urgent;
            return this;
        }

        public MailMessage build() {
            if (!isValidAddress(from)) {
                throw new IllegalStateException("sender missing or invalid");
            }
            if (recipients.isEmpty()) {
                throw new IllegalStateException("at least one recipient required");
            }
            if (urgent && (subject == null || subject.isEmpty())) {
                throw new IllegalStateException("urgent mail needs a subject");
            }
            return new MailMessage(this);
        }
    }

    public static boolean isValidAddress(String address) {
        if (address == null) {
            return false;
        }
        int at = address.indexOf('@');
        return at > 0 && at == address.lastIndexOf('@') && address.indexOf('.', at) > at + 1
                && !address.endsWith(".");
    }
}
