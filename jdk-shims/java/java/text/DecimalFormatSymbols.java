package java.text;

import java.util.Currency;
import java.util.Locale;
import jdk.internal.terrarium.LocaleInfo;

public class DecimalFormatSymbols implements Cloneable, java.io.Serializable {
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String NaN = "NaN";
    private char minusSign = '-';
    private String currencySymbol;
    private String intlCurrencySymbol;
    private char monetarySeparator = '.';
    private char monetaryGroupingSeparator = ',';
    private String exponentialSeparator = "E";
    private String minusSignText = "-";
    private String percentText = "%";
    private String perMillText = "\u2030";
    private Locale locale;
    private transient Currency currency;

    public DecimalFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    /** The locale's CLDR symbols (LocaleInfo); the currency is its country's. */
    public DecimalFormatSymbols(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        String[] t = LocaleInfo.of(locale);
        String c = t[LocaleInfo.SYMBOLS];
        zeroDigit = c.charAt(0);
        groupingSeparator = c.charAt(1);
        decimalSeparator = c.charAt(2);
        perMill = c.charAt(3);
        percent = c.charAt(4);
        digit = c.charAt(5);
        patternSeparator = c.charAt(6);
        minusSign = c.charAt(7);
        monetarySeparator = c.charAt(8);
        monetaryGroupingSeparator = c.charAt(9);
        exponentialSeparator = t[LocaleInfo.EXPONENT];
        infinity = t[LocaleInfo.INFINITY];
        NaN = t[LocaleInfo.NAN];
        minusSignText = t[LocaleInfo.MINUS_TEXT];
        percentText = t[LocaleInfo.PERCENT_TEXT];
        perMillText = t[LocaleInfo.PERMILL_TEXT];
        currencySymbol = t[LocaleInfo.CURRENCY_SYMBOL];
        intlCurrencySymbol = t[LocaleInfo.INTL_CURRENCY];
        // A country outside the tables: its own currency, when it has one.
        if (!locale.getCountry().isEmpty() && !LocaleInfo.has(locale)) {
            try {
                Currency cur = Currency.getInstance(locale);
                if (cur != null) {
                    currency = cur;
                    intlCurrencySymbol = cur.getCurrencyCode();
                    currencySymbol = cur.getSymbol(locale);
                }
            } catch (IllegalArgumentException e) {
                // not an ISO 3166 country: the table's
            }
        }
    }

    public static Locale[] getAvailableLocales() {
        return LocaleInfo.locales();
    }

    public static final DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public Locale getLocale() {
        return locale;
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char zeroDigit) {
        this.zeroDigit = zeroDigit;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char groupingSeparator) {
        this.groupingSeparator = groupingSeparator;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char decimalSeparator) {
        this.decimalSeparator = decimalSeparator;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char perMill) {
        this.perMill = perMill;
        this.perMillText = String.valueOf(perMill);
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char percent) {
        this.percent = percent;
        this.percentText = String.valueOf(percent);
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char digit) {
        this.digit = digit;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char patternSeparator) {
        this.patternSeparator = patternSeparator;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String infinity) {
        this.infinity = infinity;
    }

    public String getNaN() {
        return NaN;
    }

    public void setNaN(String NaN) {
        this.NaN = NaN;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char minusSign) {
        this.minusSign = minusSign;
        this.minusSignText = String.valueOf(minusSign);
    }

    public String getCurrencySymbol() {
        return currencySymbol;
    }

    public void setCurrencySymbol(String currency) {
        currencySymbol = currency;
    }

    public String getInternationalCurrencySymbol() {
        return intlCurrencySymbol;
    }

    public Currency getCurrency() {
        if (currency == null && intlCurrencySymbol != null) {
            try {
                currency = Currency.getInstance(intlCurrencySymbol);
            } catch (IllegalArgumentException e) {
                // not an ISO 4217 code: no currency
            }
        }
        return currency;
    }

    public void setCurrency(Currency currency) {
        if (currency == null) {
            throw new NullPointerException();
        }
        this.currency = currency;
        intlCurrencySymbol = currency.getCurrencyCode();
        currencySymbol = currency.getSymbol(locale);
    }

    public void setInternationalCurrencySymbol(String currencyCode) {
        intlCurrencySymbol = currencyCode;
        currency = null;
        if (currencyCode != null) {
            try {
                currency = Currency.getInstance(currencyCode);
                currencySymbol = currency.getSymbol(locale);
            } catch (IllegalArgumentException e) {
                // not an ISO 4217 code: the symbol stays
            }
        }
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char sep) {
        monetarySeparator = sep;
    }

    public char getMonetaryGroupingSeparator() {
        return monetaryGroupingSeparator;
    }

    public void setMonetaryGroupingSeparator(char monetaryGroupingSeparator) {
        this.monetaryGroupingSeparator = monetaryGroupingSeparator;
    }

    public String getExponentSeparator() {
        return exponentialSeparator;
    }

    public void setExponentSeparator(String exp) {
        if (exp == null) {
            throw new NullPointerException();
        }
        exponentialSeparator = exp;
    }

    String minusText() {
        return minusSignText;
    }

    String percentText() {
        return percentText;
    }

    String perMillText() {
        return perMillText;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
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
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator
            && decimalSeparator == o.decimalSeparator && percent == o.percent && perMill == o.perMill
            && digit == o.digit && minusSign == o.minusSign && patternSeparator == o.patternSeparator
            && infinity.equals(o.infinity) && NaN.equals(o.NaN) && currencySymbol.equals(o.currencySymbol)
            && intlCurrencySymbol.equals(o.intlCurrencySymbol) && monetarySeparator == o.monetarySeparator
            && monetaryGroupingSeparator == o.monetaryGroupingSeparator
            && exponentialSeparator.equals(o.exponentialSeparator) && locale.equals(o.locale);
    }

    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
