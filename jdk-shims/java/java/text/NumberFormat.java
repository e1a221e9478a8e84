package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;
import jdk.internal.terrarium.LocaleInfo;

public abstract class NumberFormat extends Format {
    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    private boolean groupingUsed = true;
    private int maximumIntegerDigits = 40;
    private int minimumIntegerDigits = 1;
    private int maximumFractionDigits = 3;
    private int minimumFractionDigits = 0;
    private boolean parseIntegerOnly = false;

    protected NumberFormat() {
    }

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte
            || (number instanceof BigInteger && ((BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Number");
        }
    }

    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public Number parse(String source) throws ParseException {
        ParsePosition parsePosition = new ParsePosition(0);
        Number result = parse(source, parsePosition);
        if (parsePosition.index == 0) {
            throw new ParseException("Unparseable number: \"" + source + "\"", parsePosition.errorIndex);
        }
        return result;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public static final NumberFormat getInstance() {
        return getNumberInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getInstance(Locale inLocale) {
        return getNumberInstance(inLocale);
    }

    public static final NumberFormat getNumberInstance() {
        return getNumberInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getNumberInstance(Locale inLocale) {
        return new DecimalFormat(LocaleInfo.get(inLocale, LocaleInfo.NUMBER_PATTERN),
            DecimalFormatSymbols.getInstance(inLocale));
    }

    public static final NumberFormat getIntegerInstance() {
        return getIntegerInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getIntegerInstance(Locale inLocale) {
        DecimalFormat f = new DecimalFormat(LocaleInfo.get(inLocale, LocaleInfo.INTEGER_PATTERN),
            DecimalFormatSymbols.getInstance(inLocale));
        f.setMaximumFractionDigits(0);
        f.setDecimalSeparatorAlwaysShown(false);
        f.setParseIntegerOnly(true);
        return f;
    }

    public static final NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    /** The table's pattern has the fraction digits of the locale's currency already (as the JDK adjusts them). */
    public static NumberFormat getCurrencyInstance(Locale inLocale) {
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(inLocale);
        DecimalFormat f = new DecimalFormat(LocaleInfo.get(inLocale, LocaleInfo.CURRENCY_PATTERN), symbols);
        java.util.Currency c = symbols.getCurrency();
        if (c != null && !LocaleInfo.has(inLocale) && c.getDefaultFractionDigits() >= 0) {
            f.setMinimumFractionDigits(c.getDefaultFractionDigits());
            f.setMaximumFractionDigits(c.getDefaultFractionDigits());
        }
        return f;
    }

    public static final NumberFormat getPercentInstance() {
        return getPercentInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getPercentInstance(Locale inLocale) {
        return new DecimalFormat(LocaleInfo.get(inLocale, LocaleInfo.PERCENT_PATTERN),
            DecimalFormatSymbols.getInstance(inLocale));
    }

    public java.util.Currency getCurrency() {
        throw new UnsupportedOperationException();
    }

    public void setCurrency(java.util.Currency currency) {
        throw new UnsupportedOperationException();
    }

    public static Locale[] getAvailableLocales() {
        return DecimalFormatSymbols.getAvailableLocales();
    }

    public int hashCode() {
        return maximumIntegerDigits * 37 + maximumFractionDigits;
    }

    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        if (getClass() != obj.getClass()) {
            return false;
        }
        NumberFormat other = (NumberFormat) obj;
        return maximumIntegerDigits == other.maximumIntegerDigits
            && minimumIntegerDigits == other.minimumIntegerDigits
            && maximumFractionDigits == other.maximumFractionDigits
            && minimumFractionDigits == other.minimumFractionDigits
            && groupingUsed == other.groupingUsed
            && parseIntegerOnly == other.parseIntegerOnly;
    }

    public Object clone() {
        return super.clone();
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
        }
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
        }
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
        }
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
        }
    }

    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        throw new UnsupportedOperationException();
    }

    public static class Field extends Format.Field {
        public static final Field INTEGER = new Field("integer");
        public static final Field FRACTION = new Field("fraction");
        public static final Field EXPONENT = new Field("exponent");
        public static final Field DECIMAL_SEPARATOR = new Field("decimal separator");
        public static final Field SIGN = new Field("sign");
        public static final Field GROUPING_SEPARATOR = new Field("grouping separator");
        public static final Field EXPONENT_SYMBOL = new Field("exponent symbol");
        public static final Field PERCENT = new Field("percent");
        public static final Field PERMILLE = new Field("per mille");
        public static final Field CURRENCY = new Field("currency");
        public static final Field EXPONENT_SIGN = new Field("exponent sign");
        public static final Field PREFIX = new Field("prefix");
        public static final Field SUFFIX = new Field("suffix");

        protected Field(String name) {
            super(name);
        }
    }
}
