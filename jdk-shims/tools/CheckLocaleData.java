/*
 * Prints, for every locale GenLocaleData has tables of, what each locale-sensitive formatting API
 * gives for a fixed set of numbers, dates and strings: one line per locale, API and input, as
 * "TAG API INPUT = OUTPUT". GenLocaleData --check runs it on HotSpot and on Terrarium and compares
 * the lines; it also runs as a plain program. Then every time zone's names in each locale
 * (TimeZone.getDisplayName, z/zzzz/v/vvvv) and what parsing its long and short names gives.
 */

import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.util.Arrays;
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class CheckLocaleData {
    static final String[] TAGS = {"und", "en", "en-US", "en-GB", "en-CA", "en-AU", "en-IN", "de", "de-DE", "de-AT",
        "de-CH", "fr", "fr-FR", "fr-CA", "fr-CH", "it", "it-IT", "es", "es-ES", "es-MX", "pt", "pt-BR", "pt-PT",
        "nl", "nl-NL", "sv", "sv-SE", "da", "da-DK", "nb", "nb-NO", "fi", "fi-FI", "pl", "pl-PL", "cs", "cs-CZ",
        "ru", "ru-RU", "uk", "uk-UA", "tr", "tr-TR", "el", "el-GR", "ja", "ja-JP", "zh", "zh-CN", "zh-TW", "ko",
        "ko-KR", "hi", "hi-IN", "ar", "ar-SA", "he", "he-IL"};
    static final double[] NUMBERS = {0, 1234567.891, -1234.5, 0.5, -0.0042, 1e-7, 9.87654321e15, Double.NaN,
        Double.NEGATIVE_INFINITY};
    static final long[] LONGS = {0, 7, -1234567, Long.MAX_VALUE};
    static final String[] WORDS = {"TITLE", "title", "Istanbul", "DİYARBAKIR", "i\u0307x", "\u00cc\u00cd", "Stra\u00dfe",
        "\u03a3\u039f\u03a3"};

    static void out(String tag, String api, Object input, Object output) {
        StringBuilder sb = new StringBuilder();
        sb.append(tag).append(' ').append(api).append(' ').append(input).append(" = ");
        String o = String.valueOf(output);
        for (int i = 0; i < o.length(); i++) {
            char c = o.charAt(i);
            // invisible characters as escapes, so that a difference shows
            if (c < 0x20 || (c >= 0x7f && c <= 0xa0) || (c >= 0x2000 && c <= 0x200f) || (c >= 0x2028 && c <= 0x202f)
                    || c == 0x61c || c == 0x205f) {
                sb.append(String.format("<%04x>", (int) c));
            } else {
                sb.append(c);
            }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        out("default", "Locale.getDefault", "", Locale.getDefault() + " " + Locale.getDefault(Locale.Category.FORMAT));
        for (String t : new String[] {"he", "iw", "yi", "ji", "id", "in"}) {
            Locale l = new Locale(t);
            out(t, "Locale.codes", t, l.getLanguage() + " " + l + " " + l.toLanguageTag());
        }
        for (String tag : TAGS) {
            try {
                locale(tag);
            } catch (RuntimeException e) {
                out(tag, "crash", "", e);
            }
        }
    }

    static void locale(String tag) {
        Date[] dates = {new Date(1709647629000L), new Date(946684799000L), new Date(-2208988800000L)};
        LocalDateTime[] ldts = {LocalDateTime.of(2024, 3, 5, 14, 7, 9), LocalDateTime.of(1999, 12, 31, 0, 59, 59),
            LocalDateTime.of(-3, 7, 14, 9, 30)};
        {
            Locale l = Locale.forLanguageTag(tag);
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            out(tag, "DecimalFormatSymbols", "chars", "" + s.getZeroDigit() + s.getGroupingSeparator()
                + s.getDecimalSeparator() + s.getPerMill() + s.getPercent() + s.getDigit() + s.getPatternSeparator()
                + s.getMinusSign() + s.getMonetaryDecimalSeparator() + s.getMonetaryGroupingSeparator());
            out(tag, "DecimalFormatSymbols", "strings", s.getExponentSeparator() + " " + s.getInfinity() + " "
                + s.getNaN() + " " + s.getCurrencySymbol() + " " + s.getInternationalCurrencySymbol() + " "
                + s.getCurrency());
            NumberFormat[] nfs = {NumberFormat.getInstance(l), NumberFormat.getNumberInstance(l),
                NumberFormat.getIntegerInstance(l), NumberFormat.getPercentInstance(l),
                NumberFormat.getCurrencyInstance(l)};
            String[] names = {"getInstance", "getNumberInstance", "getIntegerInstance", "getPercentInstance",
                "getCurrencyInstance"};
            for (int k = 0; k < nfs.length; k++) {
                out(tag, "NumberFormat." + names[k], "pattern", ((DecimalFormat) nfs[k]).toPattern());
                for (double d : NUMBERS) {
                    out(tag, "NumberFormat." + names[k], d, nfs[k].format(d));
                }
                for (long v : LONGS) {
                    out(tag, "NumberFormat." + names[k], v + "L", nfs[k].format(v));
                }
            }
            for (String code : new String[] {"USD", "EUR", "GBP", "JPY", "CHF", "INR", "SAR", "RUB"}) {
                out(tag, "Currency.getSymbol", code, Currency.getInstance(code).getSymbol(l));
            }
            out(tag, "String.format", "%,d", String.format(l, "%,d|%d|%,d|%(,d|%08d", 1234567, -42, Long.MIN_VALUE,
                -98765, 314));
            out(tag, "String.format", "%,.2f", String.format(l, "%,.2f|%.3f|%(,.2f|%010.2f|%,f", 1234567.891,
                -0.5, -1234.5, 3.14159, 1e6));
            out(tag, "String.format", "%e", String.format(l, "%e|%.2E|%g|%G", 12345.678, -0.000123, 0.0001234,
                123456789.0));
            out(tag, "String.format", "%s", String.format(l, "%s|%S|%-8s|%S", "title", "title", "ıi", "Straße"));
            for (String w : WORDS) {
                out(tag, "String.toLowerCase", w, w.toLowerCase(l));
                out(tag, "String.toUpperCase", w, w.toUpperCase(l));
            }
            DateFormatSymbols dfs = DateFormatSymbols.getInstance(l);
            out(tag, "DateFormatSymbols", "eras", Arrays.toString(dfs.getEras()));
            out(tag, "DateFormatSymbols", "months", Arrays.toString(dfs.getMonths()));
            out(tag, "DateFormatSymbols", "shortMonths", Arrays.toString(dfs.getShortMonths()));
            out(tag, "DateFormatSymbols", "weekdays", Arrays.toString(dfs.getWeekdays()));
            out(tag, "DateFormatSymbols", "shortWeekdays", Arrays.toString(dfs.getShortWeekdays()));
            out(tag, "DateFormatSymbols", "ampm", Arrays.toString(dfs.getAmPmStrings()));
            for (int st = 0; st < 4; st++) {
                String zone = "";
                DateFormat df = DateFormat.getDateInstance(st, l);
                DateFormat tf = DateFormat.getTimeInstance(st, l);
                out(tag, "DateFormat.getDateInstance", st + " pattern", ((SimpleDateFormat) df).toPattern());
                out(tag, "DateFormat.getTimeInstance", st + " pattern", ((SimpleDateFormat) tf).toPattern());
                for (Date d : dates) {
                    out(tag, "DateFormat.getDateInstance", st + " " + d.getTime(), df.format(d));
                    out(tag, "DateFormat.getTimeInstance" + zone, st + " " + d.getTime(), tf.format(d));
                }
                for (int ts = 0; ts < 4; ts++) {
                    DateFormat dtf = DateFormat.getDateTimeInstance(st, ts, l);
                    out(tag, "DateFormat.getDateTimeInstance", st + "," + ts + " pattern",
                        ((SimpleDateFormat) dtf).toPattern());
                    out(tag, "DateFormat.getDateTimeInstance", st + "," + ts,
                        dtf.format(dates[0]));
                }
            }
            for (String p : new String[] {"EEEE d MMMM yyyy G", "EEE, d MMM yy h:mm a", "LLLL yyyy", "LLL", "MMMM",
                "dd.MM.yyyy HH:mm:ss"}) {
                SimpleDateFormat sdf = new SimpleDateFormat(p, l);
                for (Date d : dates) {
                    out(tag, "SimpleDateFormat", p + " " + d.getTime(), sdf.format(d));
                }
            }
            for (FormatStyle fs : FormatStyle.values()) {
                String zone = "";
                DateTimeFormatter dF = DateTimeFormatter.ofLocalizedDate(fs).withLocale(l);
                DateTimeFormatter tF = DateTimeFormatter.ofLocalizedTime(fs).withLocale(l);
                DateTimeFormatter dtF = DateTimeFormatter.ofLocalizedDateTime(fs).withLocale(l);
                DateTimeFormatter mixed = DateTimeFormatter.ofLocalizedDateTime(fs, FormatStyle.SHORT).withLocale(l);
                for (LocalDateTime t : ldts) {
                    ZonedDateTime z = t.atZone(ZoneOffset.UTC);
                    out(tag, "ofLocalizedDate", fs + " " + t, dF.format(t));
                    out(tag, "ofLocalizedTime" + zone, fs + " " + t, tF.format(z));
                    out(tag, "ofLocalizedDateTime" + zone, fs + " " + t, dtF.format(z));
                    out(tag, "ofLocalizedDateTime", fs + ",SHORT " + t, mixed.format(t));
                }
            }
            for (String p : new String[] {"EEEE d MMMM uuuu", "E, d MMM uuuu h:mm a", "LLLL", "LLL", "MMMMM EEEEE",
                "G GGGG uuuu", "cccc ccc"}) {
                DateTimeFormatter f = DateTimeFormatter.ofPattern(p, l);
                for (LocalDateTime t : ldts) {
                    out(tag, "DateTimeFormatter.ofPattern", p + " " + t, f.format(t));
                }
            }
            StringBuilder sb = new StringBuilder();
            for (Month m : Month.values()) {
                for (TextStyle ts : TextStyle.values()) {
                    sb.append(m.getDisplayName(ts, l)).append(',');
                }
            }
            out(tag, "Month.getDisplayName", "all", sb);
            sb.setLength(0);
            for (DayOfWeek d : DayOfWeek.values()) {
                for (TextStyle ts : TextStyle.values()) {
                    sb.append(d.getDisplayName(ts, l)).append(',');
                }
            }
            out(tag, "DayOfWeek.getDisplayName", "all", sb);
            out(tag, "Locale.getDisplayName", "ENGLISH", l.getDisplayName(Locale.ENGLISH) + " | "
                + l.getDisplayLanguage(Locale.ENGLISH) + " | " + l.getDisplayCountry(Locale.ENGLISH));
            out(tag, "Locale.getDisplayName", "self", l.getDisplayName(l) + " | " + l.getDisplayLanguage(l) + " | "
                + l.getDisplayCountry(l));
            out(tag, "Locale.getDisplayName", "default", l.getDisplayName());
            zoneNames(tag, l);
        }
    }

    static void zoneNames(String tag, Locale l) {
        java.util.Set<String> zoneIds = java.time.ZoneId.getAvailableZoneIds();
        ZonedDateTime winter = LocalDateTime.of(2024, 1, 15, 12, 0).atZone(ZoneOffset.UTC);
        ZonedDateTime summer = LocalDateTime.of(2024, 7, 15, 12, 0).atZone(ZoneOffset.UTC);
        DateTimeFormatter f = DateTimeFormatter.ofPattern("z|zzzz|v|vvvv", l);
        DateTimeFormatter longParse = DateTimeFormatter.ofPattern("zzzz", l);
        DateTimeFormatter shortParse = DateTimeFormatter.ofPattern("z", l);
        String[] ids = TimeZone.getAvailableIDs();
        Arrays.sort(ids);
        for (String id : ids) {
            TimeZone tz = TimeZone.getTimeZone(id);
            String names = tz.getDisplayName(false, TimeZone.SHORT, l) + "|" + tz.getDisplayName(true, TimeZone.SHORT, l)
                + "|" + tz.getDisplayName(false, TimeZone.LONG, l) + "|" + tz.getDisplayName(true, TimeZone.LONG, l);
            if (zoneIds.contains(id)) {
                java.time.ZoneId z = java.time.ZoneId.of(id);
                names += "|" + f.format(winter.withZoneSameInstant(z)) + "|" + f.format(summer.withZoneSameInstant(z))
                    + "|" + z.getDisplayName(TextStyle.FULL, l) + "|" + z.getDisplayName(TextStyle.SHORT, l);
                StringBuilder parsed = new StringBuilder();
                for (String text : new String[] {tz.getDisplayName(false, TimeZone.LONG, l),
                        tz.getDisplayName(true, TimeZone.LONG, l)}) {
                    parsed.append(parseZone(longParse, text)).append('|');
                }
                for (String text : new String[] {tz.getDisplayName(false, TimeZone.SHORT, l),
                        tz.getDisplayName(true, TimeZone.SHORT, l)}) {
                    parsed.append(parseZone(shortParse, text)).append('|');
                }
                out(tag, "ZoneText.parse", id, parsed);
            }
            out(tag, "TimeZone.getDisplayName", id, names);
        }
    }

    static String parseZone(DateTimeFormatter f, String text) {
        try {
            return String.valueOf(f.parse(text, java.time.temporal.TemporalQueries.zoneId()));
        } catch (java.time.format.DateTimeParseException e) {
            return "error";
        }
    }
}
