import java.text.*;
import java.util.*;

/** An i18n-style message catalogue on MessageFormat and ChoiceFormat (English, UTC, fixed dates). */
public class MessageFormatCatalog {
    static final class Catalog {
        private final Map<String, String> patterns = new LinkedHashMap<>();
        private final Map<String, MessageFormat> compiled = new HashMap<>();
        private final Locale locale;

        Catalog(Locale locale) {
            this.locale = locale;
        }

        Catalog put(String key, String pattern) {
            patterns.put(key, pattern);
            return this;
        }

        String get(String key, Object... args) {
            String pattern = patterns.get(key);
            if (pattern == null) {
                return "??" + key + "??";
            }
            try {
                MessageFormat mf = compiled.computeIfAbsent(key, k -> new MessageFormat(pattern, locale));
                return mf.format(args);
            } catch (IllegalArgumentException e) {
                return "!! " + key + ": " + e.getMessage() + (e.getCause() != null ? " (" + e.getCause() + ")" : "");
            }
        }

        Set<String> keys() {
            return patterns.keySet();
        }

        MessageFormat compiled(String key) {
            get(key);
            return compiled.get(key);
        }
    }

    static final Date LAUNCH = new Date(1234567890123L);
    static final Date NEW_YEAR = new Date(1704067200000L);

    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        Catalog en = new Catalog(Locale.US)
            .put("greeting", "Hello, {0}! Welcome back.")
            .put("files", "There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files} in {1}.")
            .put("disk", "Disk {0} is {1,number,percent} full ({2,number,#,##0.0} GB free).")
            .put("price", "Total: {0,number,currency} for {1,number,integer} item{1,choice,0#s|1#|1<s}.")
            .put("quote", "Don''t forget: '{'braces'}' stay literal, {0} does not.")
            .put("reorder", "{1} was sent by {0} at {2,time,short} on {2,date,long}.")
            .put("dates", "short {0,date,short} | medium {0,date} | full {0,date,full}")
            .put("times", "short {0,time,short} | medium {0,time} | long {0,time,long}")
            .put("custom", "Logged {0,date,yyyy-MM-dd'T'HH:mm:ss.SSS} (day {0,date,D} of year)")
            .put("default", "Plain number {0} and date {1}")
            .put("temperature", "{0,choice,-\u221E<freezing|0#cold|15<mild|25<hot} ({0,number,0.0}\u00B0C)")
            .put("missing", "Only {0} and {3} given")
            .put("nulls", "Value: {0}, other: {1}")
            .put("nested", "{0,choice,0#nobody|1#{1} alone|2#{1} and one other|2<{1} and {0,number,integer} others} liked this")
            .put("padded", "[{0,number,000}] [{0,number,#.00}] [{0,number,'#'#}]")
            .put("broken.brace", "Unclosed {0")
            .put("broken.index", "Bad {zero}")
            .put("broken.negative", "Bad {-1}")
            .put("broken.type", "Bad {0,currency}")
            .put("broken.choice", "Bad {0,choice,2#two|1#one}")
            .put("broken.number", "Bad {0,number,#.#.#}")
            .put("broken.date", "Bad {0,date,yyyy-bb}");

        System.out.println("== catalogue ==");
        System.out.println(en.get("greeting", "Ada"));
        for (int n : new int[] {0, 1, 2, 1500}) {
            System.out.println(en.get("files", n, "/home/ada"));
        }
        System.out.println(en.get("disk", "C:", 0.8765, 123.456));
        System.out.println(en.get("price", 1234.5, 3));
        System.out.println(en.get("price", 19.99, 1));
        System.out.println(en.get("price", 0, 0));
        System.out.println(en.get("quote", "this"));
        System.out.println(en.get("reorder", "Grace", "A report", LAUNCH));
        System.out.println(en.get("dates", LAUNCH));
        System.out.println(en.get("times", NEW_YEAR));
        System.out.println(en.get("custom", LAUNCH));
        System.out.println(en.get("default", 1234567.891, LAUNCH));
        for (double t : new double[] {-5, 0, 14.9, 15, 15.5, 30}) {
            System.out.println(en.get("temperature", t));
        }
        System.out.println(en.get("missing", "zero", "one"));
        System.out.println(en.get("nulls", null, "x"));
        for (int n : new int[] {0, 1, 2, 7}) {
            System.out.println(en.get("nested", n, "Linus"));
        }
        System.out.println(en.get("padded", 7));
        System.out.println(en.get("no.such.key"));

        System.out.println("== broken patterns ==");
        for (String key : en.keys()) {
            if (key.startsWith("broken.")) {
                System.out.println(en.get(key, 1));
            }
        }

        System.out.println("== toPattern ==");
        for (String key : en.keys()) {
            if (!key.startsWith("broken.")) {
                System.out.println(key + " = " + en.compiled(key).toPattern());
            }
        }

        System.out.println("== static format and quoting ==");
        System.out.println(MessageFormat.format("{0} + {0} = {1}", 2, 4));
        System.out.println(MessageFormat.format("It''s {0}''s turn; '{0}' is a placeholder; '' alone", "Bob"));
        System.out.println(MessageFormat.format("unterminated 'quote {0} here", 1));
        System.out.println(MessageFormat.format("a stray } and {0}", "ok"));
        System.out.println(MessageFormat.format("{0}", new Object[] {new int[0].length}));
        System.out.println(MessageFormat.format("{0,number,integer} rounds half even: {1,number,integer} {2,number,integer}", 2.5, 3.5, -2.5));
        System.out.println(MessageFormat.format("{0, NUMBER , percent } spaces and case", 0.5));
        System.out.println(MessageFormat.format("{0,} {0,,} {0,,ignored}", "empty types"));

        System.out.println("== format into a buffer ==");
        MessageFormat line = new MessageFormat("{0}: {1,number,#,##0.00} ({2})", Locale.US);
        StringBuffer report = new StringBuffer("Report\n");
        FieldPosition pos = new FieldPosition(MessageFormat.Field.ARGUMENT);
        line.format(new Object[] {"north", 1234.5, "up"}, report, pos);
        System.out.println(report + " [first argument at " + pos.getBeginIndex() + ".." + pos.getEndIndex() + "]");
        System.out.println(MessageFormat.Field.ARGUMENT);

        System.out.println("== setFormat ==");
        MessageFormat mf = new MessageFormat("{1} scored {0} ({1})", Locale.US);
        System.out.println(mf.format(new Object[] {0.75, "Eve"}));
        mf.setFormatByArgumentIndex(0, NumberFormat.getPercentInstance(Locale.US));
        System.out.println(mf.format(new Object[] {0.75, "Eve"}) + " | " + mf.toPattern());
        mf.setFormat(0, new ChoiceFormat("0#nobody|1#someone"));
        System.out.println(mf.format(new Object[] {0.75, 1}) + " | " + mf.toPattern());
        mf.setFormats(new Format[] {null, new DecimalFormat("0.0"), new DecimalFormat("00")});
        System.out.println(mf.format(new Object[] {0.75, 1}) + " | " + mf.toPattern());
        mf.setFormatsByArgumentIndex(new Format[] {null, new SimpleDateFormat("MMM yyyy", Locale.US)});
        System.out.println(mf.format(new Object[] {0.75, LAUNCH}) + " | " + mf.toPattern());
        System.out.println("formats " + mf.getFormats().length + ", by argument " + mf.getFormatsByArgumentIndex().length);
        try {
            mf.setFormat(5, null);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }

        System.out.println("== parse ==");
        MessageFormat log = new MessageFormat("user {0} uploaded {1,number,integer} files to {2}", Locale.US);
        Object[] fields = log.parse("user ada uploaded 1,024 files to /srv/share");
        System.out.println(Arrays.toString(fields) + " " + fields[1].getClass().getSimpleName());
        ParsePosition pp = new ParsePosition(0);
        System.out.println(Arrays.toString(log.parse("user bob uploaded many files", pp)) + " error at " + pp.getErrorIndex());
        try {
            log.parse("someone else");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " at " + e.getErrorOffset());
        }
        MessageFormat stamp = new MessageFormat("{0,date,yyyy-MM-dd} #{1,choice,0#none|1#one|2#two}", Locale.US);
        Object[] parsed = stamp.parse("2024-01-01 #two");
        System.out.println(((Date) parsed[0]).getTime() + " " + parsed[1]);

        System.out.println("== equality and clone ==");
        MessageFormat a = new MessageFormat("x {0,number} y", Locale.US);
        MessageFormat b = (MessageFormat) a.clone();
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " "
            + a.equals(new MessageFormat("x {0,number} y", Locale.US)) + " " + a.equals(new MessageFormat("x {0} y", Locale.US)));
        b.applyPattern("'{'{0}'}'");
        System.out.println(b.toPattern() + " -> " + b.format(new Object[] {"inner"}) + " " + a.equals(b));

        System.out.println("== ChoiceFormat ==");
        ChoiceFormat grades = new ChoiceFormat(new double[] {0, 50, 65, 80, 90}, new String[] {"F", "D", "C", "B", "A"});
        StringBuilder sb = new StringBuilder();
        for (double score : new double[] {-1, 0, 49.99, 50, 64, 79.5, 80, 95, 100, Double.NaN}) {
            sb.append(grades.format(score)).append(' ');
        }
        System.out.println(sb.toString().trim() + " | " + grades.toPattern());
        ChoiceFormat sizes = new ChoiceFormat("0#empty|0<small|10\u2264medium|100<'large|huge'");
        System.out.println(sizes.format(0) + ", " + sizes.format(0.5) + ", " + sizes.format(10) + ", " + sizes.format(100) + ", "
            + sizes.format(100.5) + " | " + sizes.toPattern());
        System.out.println(Arrays.toString(sizes.getLimits()) + " " + Arrays.toString(sizes.getFormats()));
        System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " " + ChoiceFormat.nextDouble(0.0, false));
        ParsePosition cp = new ParsePosition(0);
        System.out.println(sizes.parse("medium rare", cp) + " " + cp.getIndex() + " " + sizes.parse("tiny", new ParsePosition(0)));
        System.out.println(new ChoiceFormat("1#one|2#two").equals(new ChoiceFormat("1.0#one|2.0#two")));
        for (String bad : new String[] {"1#a|0#b", "#a", "x#a", "1#a#b"}) {
            try {
                new ChoiceFormat(bad);
                System.out.println(bad + " accepted");
            } catch (IllegalArgumentException e) {
                System.out.println(bad + ": " + e);
            }
        }
        try {
            new ChoiceFormat(new double[] {1, 2}, new String[] {"one"});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
