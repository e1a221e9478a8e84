package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

public class DecimalFormat extends NumberFormat {
    private static final int DOUBLE_INTEGER_DIGITS = 309;
    private static final int DOUBLE_FRACTION_DIGITS = 340;
    private static final int MAXIMUM_INTEGER_DIGITS = Integer.MAX_VALUE;
    private static final int MAXIMUM_FRACTION_DIGITS = Integer.MAX_VALUE;
    private static final char QUOTE = '\'';
    private static final char CURRENCY_SIGN = '\u00a4';

    private String positivePrefix = "";
    private String positiveSuffix = "";
    private String negativePrefix = "-";
    private String negativeSuffix = "";
    private String posPrefixPattern;
    private String posSuffixPattern;
    private String negPrefixPattern;
    private String negSuffixPattern;
    private int multiplier = 1;
    private byte groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown = false;
    private boolean parseBigDecimal = false;
    private boolean isCurrencyFormat = false;
    private DecimalFormatSymbols symbols;
    private boolean useExponentialNotation;
    private byte minExponentDigits;
    private int maximumIntegerDigits = super.getMaximumIntegerDigits();
    private int minimumIntegerDigits = super.getMinimumIntegerDigits();
    private int maximumFractionDigits = super.getMaximumFractionDigits();
    private int minimumFractionDigits = super.getMinimumFractionDigits();
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;

    // Scratch digit list: digits[0..count) with the decimal point after decimalAt digits.
    private char[] digits = new char[32];
    private int count;
    private int decimalAt;

    public DecimalFormat() {
        symbols = DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT));
        applyPattern("#,##0.###", false);
    }

    public DecimalFormat(String pattern) {
        symbols = DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT));
        applyPattern(pattern, false);
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern, false);
    }

    // ---------------------------------------------------------------- formatting

    public final StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte
            || (number instanceof BigInteger && ((BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof BigDecimal) {
            startField(pos);
            return formatBig((BigDecimal) number, toAppendTo, false);
        } else if (number instanceof BigInteger) {
            startField(pos);
            return formatBig(new BigDecimal((BigInteger) number), toAppendTo, true);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Number");
        }
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        startField(fieldPosition);
        if (Double.isNaN(number)) {
            result.append(symbols.getNaN());
            return result;
        }
        boolean isNegative = ((number < 0.0) || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) {
            number *= multiplier;
        }
        if (Double.isInfinite(number)) {
            result.append(isNegative ? negativePrefix : positivePrefix);
            result.append(symbols.getInfinity());
            result.append(isNegative ? negativeSuffix : positiveSuffix);
            return result;
        }
        if (isNegative) {
            number = -number;
        }
        int maxInt = super.getMaximumIntegerDigits();
        int minInt = super.getMinimumIntegerDigits();
        int maxFra = super.getMaximumFractionDigits();
        int minFra = super.getMinimumFractionDigits();
        setDigits(isNegative, number, useExponentialNotation ? maxInt + maxFra : maxFra, !useExponentialNotation);
        return subformat(result, isNegative, false, maxInt, minInt, maxFra, minFra);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        startField(fieldPosition);
        boolean isNegative = (number < 0);
        if (isNegative) {
            number = -number;
        }
        boolean useBig = false;
        if (number < 0) {
            useBig = multiplier != 1;
        } else if (multiplier != 1 && multiplier != 0) {
            long bound = Long.MAX_VALUE / Math.abs(multiplier);
            useBig = number > bound;
        }
        if (useBig) {
            return formatBig(BigDecimal.valueOf(isNegative ? -number : number), result, true);
        }
        number *= multiplier;
        if (number == 0) {
            isNegative = false;
        } else if (multiplier < 0) {
            number = -number;
            isNegative = !isNegative;
        }
        int maxInt = super.getMaximumIntegerDigits();
        int minInt = super.getMinimumIntegerDigits();
        int maxFra = super.getMaximumFractionDigits();
        int minFra = super.getMinimumFractionDigits();
        if (number == Long.MIN_VALUE) {
            setDigitString(isNegative, "9223372036854775808", 19, useExponentialNotation ? maxInt + maxFra : 0, false);
        } else {
            String s = Long.toString(number);
            setDigitString(isNegative, s, s.length(), useExponentialNotation ? maxInt + maxFra : 0, false);
        }
        return subformat(result, isNegative, true, maxInt, minInt, maxFra, minFra);
    }

    private StringBuffer formatBig(BigDecimal number, StringBuffer result, boolean isInteger) {
        if (multiplier != 1) {
            number = number.multiply(BigDecimal.valueOf(multiplier));
        }
        boolean isNegative = number.signum() == -1;
        if (isNegative) {
            number = number.negate();
        }
        int maxInt = getMaximumIntegerDigits();
        int minInt = getMinimumIntegerDigits();
        int maxFra = getMaximumFractionDigits();
        int minFra = getMinimumFractionDigits();
        String u = number.unscaledValue().toString();
        int maximumDigits;
        if (useExponentialNotation) {
            int total = maxInt + maxFra;
            maximumDigits = total < 0 ? Integer.MAX_VALUE : total;
        } else {
            maximumDigits = isInteger ? 0 : maxFra;
        }
        setDigitString(isNegative, u, u.length() - number.scale(), maximumDigits, !useExponentialNotation && !isInteger);
        if (isInteger && !useExponentialNotation) {
            return subformat(result, isNegative, true, maxInt, minInt, maxFra, minFra);
        }
        return subformat(result, isNegative, false, maxInt, minInt, maxFra, minFra);
    }

    // The integer and fraction fields asked for by the format call under way, or null.
    private FieldPosition integerField;
    private FieldPosition fractionField;

    private void startField(FieldPosition fp) {
        integerField = null;
        fractionField = null;
        if (fp == null) {
            return;
        }
        fp.setBeginIndex(0);
        fp.setEndIndex(0);
        Format.Field a = fp.getFieldAttribute();
        if (a == NumberFormat.Field.INTEGER || a == null && fp.getField() == NumberFormat.INTEGER_FIELD) {
            integerField = fp;
        } else if (a == NumberFormat.Field.FRACTION || a == null && fp.getField() == NumberFormat.FRACTION_FIELD) {
            fractionField = fp;
        }
    }

    private static void mark(FieldPosition fp, int begin, int end) {
        if (fp != null) {
            fp.setBeginIndex(begin);
            fp.setEndIndex(end);
        }
    }

    // exactness of the current double relative to its shortest decimal digits:
    // -1 the digits are above the exact value, 0 exact, 1 the digits are below
    private int exactCmp;
    private double exactValue;
    private String exactRepr;
    private boolean exactKnown;

    private void setDigits(boolean isNegative, double source, int maximumDigits, boolean fixedPoint) {
        String s = Double.toString(source);
        exactValue = source;
        exactRepr = s;
        exactKnown = false;
        // s is like "123.456" or "1.0E-5"
        int len = s.length();
        ensure(len);
        count = 0;
        int dec = -1;
        int exponent = 0;
        int leadingZerosAfterDecimal = 0;
        boolean nonZeroSeen = false;
        for (int i = 0; i < len; ) {
            char c = s.charAt(i++);
            if (c == '.') {
                dec = count;
            } else if (c == 'E') {
                exponent = Integer.parseInt(s.substring(i));
                break;
            } else {
                if (!nonZeroSeen) {
                    nonZeroSeen = c != '0';
                    if (!nonZeroSeen && dec != -1) {
                        leadingZerosAfterDecimal++;
                    }
                }
                if (nonZeroSeen) {
                    digits[count++] = c;
                }
            }
        }
        if (dec == -1) {
            dec = count;
        }
        if (nonZeroSeen) {
            dec += exponent - leadingZerosAfterDecimal;
        }
        decimalAt = dec;
        // HotSpot rounds a significant-digits tie of an integral double (12345.0 to 4 digits,
        // 25.0 or 2.5E7 to 1) up, as if more digits followed
        tieCount = !fixedPoint && source == Math.rint(source) ? Integer.MAX_VALUE : -1;
        finishDigits(isNegative, maximumDigits, fixedPoint, false);
        tieCount = -1;
    }

    private int tieCount = -1;

    // Digits of a non-negative integer string s (no sign) with the decimal point after decAt of its characters.
    private void setDigitString(boolean isNegative, String s, int decAt, int maximumDigits, boolean fixedPoint) {
        int len = s.length();
        ensure(len);
        count = 0;
        int lead = 0;
        while (lead < len && s.charAt(lead) == '0') {
            lead++;
        }
        for (int i = lead; i < len; i++) {
            digits[count++] = s.charAt(i);
        }
        decimalAt = count == 0 ? 0 : decAt - lead;
        exactKnown = true;
        exactCmp = 0;
        finishDigits(isNegative, maximumDigits, fixedPoint, !fixedPoint && maximumDigits <= 0);
    }

    private void finishDigits(boolean isNegative, int maximumDigits, boolean fixedPoint, boolean noRounding) {
        negativeDigits = isNegative;
        if (fixedPoint) {
            if (-decimalAt > maximumDigits) {
                count = 0;
                return;
            } else if (-decimalAt == maximumDigits) {
                if (count > 0 && shouldRoundUp(0)) {
                    count = 1;
                    ++decimalAt;
                    digits[0] = '1';
                } else {
                    count = 0;
                }
                return;
            }
        }
        while (count > 1 && digits[count - 1] == '0') {
            --count;
        }
        if (noRounding) {
            return;
        }
        round(fixedPoint ? (maximumDigits + decimalAt) : maximumDigits);
    }

    private boolean negativeDigits;

    private void ensure(int len) {
        if (digits.length < len) {
            digits = new char[len + 8];
        }
    }

    private int exactComparison() {
        if (!exactKnown) {
            exactCmp = new BigDecimal(exactValue).compareTo(new BigDecimal(exactRepr));
            exactKnown = true;
        }
        return exactCmp;
    }

    private void round(int maximumDigits) {
        if (maximumDigits >= 0 && maximumDigits < count) {
            if (shouldRoundUp(maximumDigits)) {
                for (;;) {
                    --maximumDigits;
                    if (maximumDigits < 0) {
                        digits[0] = '1';
                        ++decimalAt;
                        maximumDigits = 0;
                        break;
                    }
                    ++digits[maximumDigits];
                    if (digits[maximumDigits] <= '9') {
                        break;
                    }
                }
                ++maximumDigits;
            }
            count = maximumDigits;
            while (count > 1 && digits[count - 1] == '0') {
                --count;
            }
        }
    }

    private boolean nonZeroFrom(int from) {
        for (int i = from; i < count; i++) {
            if (digits[i] != '0') {
                return true;
            }
        }
        return false;
    }

    private boolean shouldRoundUp(int maximumDigits) {
        if (maximumDigits < count) {
            switch (roundingMode) {
                case UP:
                    return nonZeroFrom(maximumDigits);
                case DOWN:
                    return false;
                case CEILING:
                    return nonZeroFrom(maximumDigits) && !negativeDigits;
                case FLOOR:
                    return nonZeroFrom(maximumDigits) && negativeDigits;
                case HALF_UP:
                case HALF_DOWN:
                case HALF_EVEN: {
                    char d = digits[maximumDigits];
                    if (d > '5') {
                        return true;
                    }
                    if (d < '5') {
                        return false;
                    }
                    if (maximumDigits != (tieCount >= 0 ? tieCount : count) - 1) {
                        return true;
                    }
                    int cmp = exactComparison();
                    if (cmp > 0) {
                        return true;
                    }
                    if (cmp < 0) {
                        return false;
                    }
                    if (roundingMode == RoundingMode.HALF_UP) {
                        return true;
                    }
                    if (roundingMode == RoundingMode.HALF_DOWN) {
                        return false;
                    }
                    return maximumDigits > 0 && (digits[maximumDigits - 1] % 2 != 0);
                }
                case UNNECESSARY:
                    if (nonZeroFrom(maximumDigits)) {
                        throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                    }
                    return false;
                default:
                    return false;
            }
        }
        return false;
    }

    private boolean digitsZero() {
        for (int i = 0; i < count; i++) {
            if (digits[i] != '0') {
                return false;
            }
        }
        return true;
    }

    private StringBuffer subformat(StringBuffer result, boolean isNegative, boolean isInteger,
                                   int maxIntDigits, int minIntDigits, int maxFraDigits, int minFraDigits) {
        char zero = symbols.getZeroDigit();
        int zeroDelta = zero - '0';
        char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        boolean isZero = digitsZero();
        if (isZero) {
            decimalAt = 0;
        }
        result.append(isNegative ? negativePrefix : positivePrefix);
        if (useExponentialNotation) {
            int exponent = decimalAt;
            int repeat = maxIntDigits;
            int minimumIntegerDigits = minIntDigits;
            if (repeat > 1 && repeat > minIntDigits) {
                if (exponent >= 1) {
                    exponent = ((exponent - 1) / repeat) * repeat;
                } else {
                    exponent = ((exponent - repeat) / repeat) * repeat;
                }
                minimumIntegerDigits = 1;
            } else {
                exponent -= minimumIntegerDigits;
            }
            int minimumDigits = minIntDigits + minFraDigits;
            if (minimumDigits < 0) {
                minimumDigits = Integer.MAX_VALUE;
            }
            int integerDigits = isZero ? minimumIntegerDigits : decimalAt - exponent;
            if (minimumDigits < integerDigits) {
                minimumDigits = integerDigits;
            }
            int totalDigits = count;
            if (minimumDigits > totalDigits) {
                totalDigits = minimumDigits;
            }
            int intBegin = result.length();
            int intEnd = -1;
            int fracBegin = -1;
            for (int i = 0; i < totalDigits; ++i) {
                if (i == integerDigits) {
                    intEnd = result.length();
                    result.append(decimal);
                    fracBegin = result.length();
                }
                result.append(i < count ? (char) (digits[i] + zeroDelta) : zero);
            }
            if (intEnd < 0) {
                intEnd = result.length();
            }
            mark(integerField, intBegin, intEnd);
            mark(fractionField, fracBegin < 0 ? result.length() : fracBegin, result.length());
            if (decimalSeparatorAlwaysShown && totalDigits == integerDigits) {
                result.append(decimal);
            }
            result.append(symbols.getExponentSeparator());
            if (isZero) {
                exponent = 0;
            }
            if (exponent < 0) {
                exponent = -exponent;
                result.append(symbols.minusText());
            }
            String e = Integer.toString(exponent);
            for (int i = e.length(); i < minExponentDigits; ++i) {
                result.append(zero);
            }
            for (int i = 0; i < e.length(); i++) {
                result.append((char) (e.charAt(i) + zeroDelta));
            }
        } else {
            int cnt = minIntDigits;
            int digitIndex = 0;
            if (decimalAt > 0 && cnt < decimalAt) {
                cnt = decimalAt;
            }
            if (cnt > maxIntDigits) {
                cnt = maxIntDigits;
                digitIndex = decimalAt - cnt;
            }
            int sizeBeforeIntegerPart = result.length();
            for (int i = cnt - 1; i >= 0; --i) {
                if (i < decimalAt && digitIndex < count) {
                    result.append((char) (digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
                if (isGroupingUsed() && i > 0 && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(grouping);
                }
            }
            boolean fractionPresent = (minFraDigits > 0) || (!isInteger && digitIndex < count);
            if (!fractionPresent && result.length() == sizeBeforeIntegerPart) {
                result.append(zero);
            }
            mark(integerField, sizeBeforeIntegerPart, result.length());
            if (decimalSeparatorAlwaysShown || fractionPresent) {
                result.append(decimal);
            }
            int fracBegin = result.length();
            for (int i = 0; i < maxFraDigits; ++i) {
                if (i >= minFraDigits && (isInteger || digitIndex >= count)) {
                    break;
                }
                if (-1 - i > (decimalAt - 1)) {
                    result.append(zero);
                    continue;
                }
                if (!isInteger && digitIndex < count) {
                    result.append((char) (digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
            }
            mark(fractionField, fracBegin, result.length());
        }
        result.append(isNegative ? negativeSuffix : positiveSuffix);
        return result;
    }

    // ---------------------------------------------------------------- parsing

    public Number parse(String text, ParsePosition pos) {
        String nan = symbols.getNaN();
        if (text.regionMatches(pos.index, nan, 0, nan.length())) {
            pos.index = pos.index + nan.length();
            return Double.valueOf(Double.NaN);
        }
        int start = pos.index;
        int position = start;
        boolean gotPositive = text.regionMatches(position, positivePrefix, 0, positivePrefix.length());
        boolean gotNegative = text.regionMatches(position, negativePrefix, 0, negativePrefix.length());
        if (gotPositive && gotNegative) {
            if (positivePrefix.length() > negativePrefix.length()) {
                gotNegative = false;
            } else if (positivePrefix.length() < negativePrefix.length()) {
                gotPositive = false;
            }
        }
        if (gotPositive) {
            position += positivePrefix.length();
        } else if (gotNegative) {
            position += negativePrefix.length();
        } else {
            pos.errorIndex = position;
            return null;
        }
        boolean infinite = false;
        StringBuilder ds = new StringBuilder();
        int dAt = 0;
        String inf = symbols.getInfinity();
        if (text.regionMatches(position, inf, 0, inf.length())) {
            position += inf.length();
            infinite = true;
        } else {
            int[] posHolder = {position};
            int[] dec = {0};
            boolean ok = parseDigits(text, posHolder, ds, dec, false);
            if (!ok) {
                pos.index = start;
                pos.errorIndex = start;
                return null;
            }
            position = posHolder[0];
            dAt = dec[0];
        }
        if (gotPositive) {
            gotPositive = text.regionMatches(position, positiveSuffix, 0, positiveSuffix.length());
        }
        if (gotNegative) {
            gotNegative = text.regionMatches(position, negativeSuffix, 0, negativeSuffix.length());
        }
        if (gotPositive && gotNegative) {
            if (positiveSuffix.length() > negativeSuffix.length()) {
                gotNegative = false;
            } else if (positiveSuffix.length() < negativeSuffix.length()) {
                gotPositive = false;
            }
        }
        if (gotPositive == gotNegative) {
            pos.errorIndex = position;
            return null;
        }
        pos.index = position + (gotPositive ? positiveSuffix.length() : negativeSuffix.length());
        boolean positive = gotPositive;
        if (infinite) {
            return Double.valueOf(positive == (multiplier >= 0) ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        }
        if (parseBigDecimal) {
            int len = ds.length();
            BigDecimal b;
            if (len == 0) {
                b = dAt == 0 ? BigDecimal.ZERO : new BigDecimal("0E" + dAt);
            } else {
                b = new BigDecimal(new BigInteger(ds.toString()), len - dAt);
            }
            if (multiplier != 1) {
                try {
                    b = b.divide(BigDecimal.valueOf(multiplier));
                } catch (ArithmeticException e) {
                    b = b.divide(BigDecimal.valueOf(multiplier), roundingMode);
                }
            }
            return positive ? b : b.negate();
        }
        int n = ds.length();
        while (n > 0 && ds.charAt(n - 1) == '0') {
            n--;
        }
        ds.setLength(n);
        boolean gotDouble = true;
        boolean gotLongMinimum = false;
        double doubleResult = 0.0;
        long longResult = 0;
        if (fitsIntoLong(ds, dAt, positive, isParseIntegerOnly())) {
            gotDouble = false;
            longResult = n == 0 ? 0 : parseLongDigits(ds, dAt);
            if (longResult < 0) {
                gotLongMinimum = true;
            }
        } else {
            doubleResult = n == 0 ? 0.0 : Double.parseDouble("." + ds + "E" + dAt);
        }
        if (multiplier != 1) {
            if (gotDouble) {
                doubleResult /= multiplier;
            } else if (longResult % multiplier == 0) {
                longResult /= multiplier;
            } else {
                doubleResult = ((double) longResult) / multiplier;
                gotDouble = true;
            }
        }
        if (!positive && !gotLongMinimum) {
            doubleResult = -doubleResult;
            longResult = -longResult;
        }
        if (multiplier != 1 && gotDouble) {
            longResult = (long) doubleResult;
            gotDouble = ((doubleResult != (double) longResult) || (doubleResult == 0.0 && 1 / doubleResult < 0.0))
                && !isParseIntegerOnly();
        }
        return gotDouble ? (Number) Double.valueOf(doubleResult) : (Number) Long.valueOf(longResult);
    }

    private static boolean fitsIntoLong(StringBuilder ds, int dAt, boolean positive, boolean ignoreNegativeZero) {
        int n = ds.length();
        if (n == 0) {
            return positive || ignoreNegativeZero;
        }
        if (dAt < n || dAt > 19) {
            return false;
        }
        if (dAt < 19) {
            return true;
        }
        StringBuilder full = new StringBuilder(ds);
        while (full.length() < dAt) {
            full.append('0');
        }
        int c = full.toString().compareTo("9223372036854775808");
        if (c < 0) {
            return true;
        }
        return c == 0 && !positive;
    }

    private static long parseLongDigits(StringBuilder ds, int dAt) {
        long v = 0;
        for (int i = 0; i < dAt; i++) {
            v = v * 10 + (i < ds.length() ? ds.charAt(i) - '0' : 0);
        }
        return v;
    }

    // Parses digits (and optionally a decimal part and exponent) starting at posHolder[0].
    // Significant digits go to ds, the decimal point position to dec[0].
    private boolean parseDigits(String text, int[] posHolder, StringBuilder ds, int[] dec, boolean isExponent) {
        char zero = symbols.getZeroDigit();
        char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        String exponentString = symbols.getExponentSeparator();
        int position = posHolder[0];
        boolean sawDecimal = false;
        boolean sawExponent = false;
        boolean sawDigit = false;
        int exponent = 0;
        int digitCount = 0;
        int backup = -1;
        int decimalAt = 0;
        for (; position < text.length(); ++position) {
            char ch = text.charAt(position);
            int digit = ch - zero;
            if (digit < 0 || digit > 9) {
                digit = Character.digit(ch, 10);
            }
            if (digit == 0) {
                backup = -1;
                sawDigit = true;
                if (ds.length() == 0) {
                    if (!sawDecimal) {
                        continue;
                    }
                    --decimalAt;
                } else {
                    ++digitCount;
                    ds.append('0');
                }
            } else if (digit > 0 && digit <= 9) {
                sawDigit = true;
                ++digitCount;
                ds.append((char) (digit + '0'));
                backup = -1;
            } else if (!isExponent && ch == decimal) {
                if (isParseIntegerOnly() || sawDecimal) {
                    break;
                }
                decimalAt = digitCount;
                sawDecimal = true;
            } else if (!isExponent && ch == grouping && isGroupingUsed()) {
                if (sawDecimal) {
                    break;
                }
                backup = position;
            } else if (!isExponent && text.regionMatches(position, exponentString, 0, exponentString.length())) {
                int p = position + exponentString.length();
                boolean neg = false;
                String minus = symbols.minusText();
                if (text.regionMatches(p, minus, 0, minus.length())) {
                    neg = true;
                    p += minus.length();
                }
                int[] ph = {p};
                StringBuilder eds = new StringBuilder();
                int[] edec = {0};
                if (parseDigits(text, ph, eds, edec, true) && edec[0] <= 9) {
                    position = ph[0];
                    int ev = 0;
                    for (int i = 0; i < edec[0]; i++) {
                        ev = ev * 10 + (i < eds.length() ? eds.charAt(i) - '0' : 0);
                    }
                    exponent = neg ? -ev : ev;
                    sawExponent = true;
                }
                break;
            } else {
                break;
            }
        }
        if (backup != -1) {
            position = backup;
        }
        if (!sawDecimal) {
            decimalAt = digitCount;
        }
        if (sawExponent) {
            decimalAt += exponent;
        }
        if (!sawDigit && digitCount == 0) {
            return false;
        }
        posHolder[0] = position;
        dec[0] = decimalAt;
        return true;
    }

    // ---------------------------------------------------------------- properties

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public java.util.Currency getCurrency() {
        return symbols.getCurrency();
    }

    public void setCurrency(java.util.Currency currency) {
        if (currency != symbols.getCurrency()) {
            // the symbols only: the fraction digits stay, as HotSpot's do
            symbols.setCurrency(currency);
            if (isCurrencyFormat) {
                expandAffixes();
            }
        }
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String newValue) {
        positivePrefix = newValue;
        posPrefixPattern = null;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String newValue) {
        negativePrefix = newValue;
        negPrefixPattern = null;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String newValue) {
        positiveSuffix = newValue;
        posSuffixPattern = null;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String newValue) {
        negativeSuffix = newValue;
        negSuffixPattern = null;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    public void setGroupingUsed(boolean newValue) {
        super.setGroupingUsed(newValue);
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        if (newValue < 0) {
            throw new IllegalArgumentException("newValue is negative");
        }
        if (newValue > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("newValue exceeds ByteMAX_VALUE");
        }
        groupingSize = (byte) newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) {
        decimalSeparatorAlwaysShown = newValue;
    }

    public boolean isParseBigDecimal() {
        return parseBigDecimal;
    }

    public void setParseBigDecimal(boolean newValue) {
        parseBigDecimal = newValue;
    }

    public Object clone() {
        DecimalFormat other = (DecimalFormat) super.clone();
        other.symbols = (DecimalFormatSymbols) symbols.clone();
        other.digits = new char[32];
        return other;
    }

    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (!super.equals(obj)) {
            return false;
        }
        DecimalFormat other = (DecimalFormat) obj;
        return positivePrefix.equals(other.positivePrefix) && positiveSuffix.equals(other.positiveSuffix)
            && negativePrefix.equals(other.negativePrefix) && negativeSuffix.equals(other.negativeSuffix)
            && multiplier == other.multiplier && groupingSize == other.groupingSize
            && decimalSeparatorAlwaysShown == other.decimalSeparatorAlwaysShown
            && parseBigDecimal == other.parseBigDecimal && useExponentialNotation == other.useExponentialNotation
            && (!useExponentialNotation || minExponentDigits == other.minExponentDigits)
            && maximumIntegerDigits == other.maximumIntegerDigits && minimumIntegerDigits == other.minimumIntegerDigits
            && maximumFractionDigits == other.maximumFractionDigits && minimumFractionDigits == other.minimumFractionDigits
            && roundingMode == other.roundingMode && symbols.equals(other.symbols);
    }

    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }

    public String toPattern() {
        return toPattern(false);
    }

    /** The pattern; localized: its digit, separator and exponent characters as the symbols have them. */
    private String toPattern(boolean localized) {
        char group = localized ? symbols.getGroupingSeparator() : ',';
        char zero = localized ? symbols.getZeroDigit() : '0';
        char digit = localized ? symbols.getDigit() : '#';
        char dec = localized ? symbols.getDecimalSeparator() : '.';
        StringBuilder result = new StringBuilder();
        for (int j = 1; j >= 0; --j) {
            if (j == 1) {
                appendAffix(result, posPrefixPattern, positivePrefix);
            } else {
                appendAffix(result, negPrefixPattern, negativePrefix);
            }
            int i;
            int digitCount = useExponentialNotation ? getMaximumIntegerDigits()
                : Math.max(groupingSize, getMinimumIntegerDigits()) + 1;
            for (i = digitCount; i > 0; --i) {
                if (i != digitCount && isGroupingUsed() && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(group);
                }
                result.append(i <= getMinimumIntegerDigits() ? zero : digit);
            }
            if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) {
                result.append(dec);
            }
            for (i = 0; i < getMaximumFractionDigits(); ++i) {
                if (i < getMinimumFractionDigits()) {
                    result.append(zero);
                } else {
                    result.append(digit);
                }
            }
            if (useExponentialNotation) {
                result.append(localized ? symbols.getExponentSeparator() : "E");
                for (i = 0; i < minExponentDigits; ++i) {
                    result.append(zero);
                }
            }
            if (j == 1) {
                appendAffix(result, posSuffixPattern, positiveSuffix);
                if ((negSuffixPattern == posSuffixPattern && negativeSuffix.equals(positiveSuffix))
                    || (negSuffixPattern != null && negSuffixPattern.equals(posSuffixPattern))) {
                    if ((negPrefixPattern != null && posPrefixPattern != null && negPrefixPattern.equals("'-" + posPrefixPattern))
                        || (negPrefixPattern == posPrefixPattern && negativePrefix.equals(symbols.minusText() + positivePrefix))) {
                        break;
                    }
                }
                result.append(localized ? symbols.getPatternSeparator() : ';');
            } else {
                appendAffix(result, negSuffixPattern, negativeSuffix);
            }
        }
        return result.toString();
    }

    public String toLocalizedPattern() {
        return toPattern(true);
    }

    private void appendAffix(StringBuilder buffer, String affixPattern, String expAffix) {
        if (affixPattern == null) {
            appendLiteralAffix(buffer, expAffix);
            return;
        }
        int i;
        for (int pos = 0; pos < affixPattern.length(); pos = i) {
            i = affixPattern.indexOf(QUOTE, pos);
            if (i < 0) {
                appendLiteralAffix(buffer, affixPattern.substring(pos));
                break;
            }
            if (i > pos) {
                appendLiteralAffix(buffer, affixPattern.substring(pos, i));
            }
            char c = affixPattern.charAt(++i);
            ++i;
            if (c == QUOTE) {
                buffer.append(c);
            } else if (c == CURRENCY_SIGN && i < affixPattern.length() && affixPattern.charAt(i) == CURRENCY_SIGN) {
                ++i;
                buffer.append(c);
            }
            buffer.append(c);
        }
    }

    private void appendLiteralAffix(StringBuilder buffer, String affix) {
        boolean needQuote = affix.indexOf('0') >= 0 || affix.indexOf(',') >= 0 || affix.indexOf('.') >= 0
            || affix.indexOf('%') >= 0 || affix.indexOf('\u2030') >= 0 || affix.indexOf('#') >= 0
            || affix.indexOf(';') >= 0 || affix.indexOf('-') >= 0 || affix.indexOf(CURRENCY_SIGN) >= 0;
        if (needQuote) {
            buffer.append('\'');
        }
        if (affix.indexOf('\'') < 0) {
            buffer.append(affix);
        } else {
            for (int j = 0; j < affix.length(); ++j) {
                char c = affix.charAt(j);
                buffer.append(c);
                if (c == '\'') {
                    buffer.append(c);
                }
            }
        }
        if (needQuote) {
            buffer.append('\'');
        }
    }

    public void applyPattern(String pattern) {
        applyPattern(pattern, false);
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern, true);
    }

    private void expandAffixes() {
        if (posPrefixPattern != null) {
            positivePrefix = expandAffix(posPrefixPattern);
        }
        if (posSuffixPattern != null) {
            positiveSuffix = expandAffix(posSuffixPattern);
        }
        if (negPrefixPattern != null) {
            negativePrefix = expandAffix(negPrefixPattern);
        }
        if (negSuffixPattern != null) {
            negativeSuffix = expandAffix(negSuffixPattern);
        }
    }

    private String expandAffix(String pattern) {
        StringBuilder buffer = new StringBuilder();
        for (int i = 0; i < pattern.length(); ) {
            char c = pattern.charAt(i++);
            if (c == QUOTE) {
                c = pattern.charAt(i++);
                switch (c) {
                    case CURRENCY_SIGN:
                        if (i < pattern.length() && pattern.charAt(i) == CURRENCY_SIGN) {
                            ++i;
                            buffer.append(symbols.getInternationalCurrencySymbol());
                        } else {
                            buffer.append(symbols.getCurrencySymbol());
                        }
                        continue;
                    case '%':
                        buffer.append(symbols.percentText());
                        continue;
                    case '\u2030':
                        buffer.append(symbols.perMillText());
                        continue;
                    case '-':
                        buffer.append(symbols.minusText());
                        continue;
                    default:
                        break;
                }
            }
            buffer.append(c);
        }
        return buffer.toString();
    }

    private void applyPattern(String pattern, boolean localized) {
        char zeroDigit = '0';
        char groupingSeparator = ',';
        char decimalSeparator = '.';
        char percent = '%';
        char perMill = '\u2030';
        char digit = '#';
        char separator = ';';
        String exponent = "E";
        char minus = '-';
        if (localized) {
            zeroDigit = symbols.getZeroDigit();
            groupingSeparator = symbols.getGroupingSeparator();
            decimalSeparator = symbols.getDecimalSeparator();
            percent = symbols.getPercent();
            perMill = symbols.getPerMill();
            digit = symbols.getDigit();
            separator = symbols.getPatternSeparator();
            exponent = symbols.getExponentSeparator();
            minus = symbols.getMinusSign();
        }
        boolean gotNegative = false;
        decimalSeparatorAlwaysShown = false;
        isCurrencyFormat = false;
        useExponentialNotation = false;

        int start = 0;
        for (int j = 1; j >= 0 && start < pattern.length(); --j) {
            boolean inQuote = false;
            StringBuilder prefix = new StringBuilder();
            StringBuilder suffix = new StringBuilder();
            int decimalPos = -1;
            int mult = 1;
            int digitLeftCount = 0;
            int zeroDigitCount = 0;
            int digitRightCount = 0;
            int groupingCount = -1;
            int phase = 0;
            StringBuilder affix = prefix;

            for (int pos = start; pos < pattern.length(); ++pos) {
                char ch = pattern.charAt(pos);
                switch (phase) {
                    case 0:
                    case 2:
                        if (inQuote) {
                            if (ch == QUOTE) {
                                if ((pos + 1) < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                                    ++pos;
                                    affix.append("''");
                                } else {
                                    inQuote = false;
                                }
                                continue;
                            }
                        } else {
                            if (ch == digit || ch == zeroDigit || ch == groupingSeparator || ch == decimalSeparator) {
                                phase = 1;
                                --pos;
                                continue;
                            } else if (ch == CURRENCY_SIGN) {
                                boolean doubled = (pos + 1) < pattern.length() && pattern.charAt(pos + 1) == CURRENCY_SIGN;
                                if (doubled) {
                                    ++pos;
                                }
                                isCurrencyFormat = true;
                                affix.append(doubled ? "'\u00a4\u00a4" : "'\u00a4");
                                continue;
                            } else if (ch == QUOTE) {
                                if ((pos + 1) < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                                    ++pos;
                                    affix.append("''");
                                } else {
                                    inQuote = true;
                                }
                                continue;
                            } else if (ch == separator) {
                                if (phase == 0 || j == 0) {
                                    throw new IllegalArgumentException("Unquoted special character '" + ch + "' in pattern \"" + pattern + '"');
                                }
                                start = pos + 1;
                                pos = pattern.length();
                                continue;
                            } else if (ch == percent) {
                                if (mult != 1) {
                                    throw new IllegalArgumentException("Too many percent/per mille characters in pattern \"" + pattern + '"');
                                }
                                mult = 100;
                                affix.append("'%");
                                continue;
                            } else if (ch == perMill) {
                                if (mult != 1) {
                                    throw new IllegalArgumentException("Too many percent/per mille characters in pattern \"" + pattern + '"');
                                }
                                mult = 1000;
                                affix.append("'\u2030");
                                continue;
                            } else if (ch == minus) {
                                affix.append("'-");
                                continue;
                            }
                        }
                        affix.append(ch);
                        break;
                    case 1:
                        if (j == 0) {
                            while (pos < pattern.length()) {
                                char c = pattern.charAt(pos);
                                if (c == digit || c == zeroDigit || c == groupingSeparator || c == decimalSeparator) {
                                    ++pos;
                                } else if (pattern.regionMatches(pos, exponent, 0, exponent.length())) {
                                    pos = pos + exponent.length();
                                } else {
                                    --pos;
                                    phase = 2;
                                    affix = suffix;
                                    break;
                                }
                            }
                            continue;
                        }
                        if (ch == digit) {
                            if (zeroDigitCount > 0) {
                                ++digitRightCount;
                            } else {
                                ++digitLeftCount;
                            }
                            if (groupingCount >= 0 && decimalPos < 0) {
                                ++groupingCount;
                            }
                        } else if (ch == zeroDigit) {
                            if (digitRightCount > 0) {
                                throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                            }
                            ++zeroDigitCount;
                            if (groupingCount >= 0 && decimalPos < 0) {
                                ++groupingCount;
                            }
                        } else if (ch == groupingSeparator) {
                            groupingCount = 0;
                        } else if (ch == decimalSeparator) {
                            if (decimalPos >= 0) {
                                throw new IllegalArgumentException("Multiple decimal separators in pattern \"" + pattern + '"');
                            }
                            decimalPos = digitLeftCount + zeroDigitCount + digitRightCount;
                        } else if (pattern.regionMatches(pos, exponent, 0, exponent.length())) {
                            if (useExponentialNotation) {
                                throw new IllegalArgumentException("Multiple exponential symbols in pattern \"" + pattern + '"');
                            }
                            useExponentialNotation = true;
                            minExponentDigits = 0;
                            pos = pos + exponent.length();
                            while (pos < pattern.length() && pattern.charAt(pos) == zeroDigit) {
                                ++minExponentDigits;
                                ++pos;
                            }
                            if ((digitLeftCount + zeroDigitCount) < 1 || minExponentDigits < 1) {
                                throw new IllegalArgumentException("Malformed exponential pattern \"" + pattern + '"');
                            }
                            phase = 2;
                            affix = suffix;
                            --pos;
                            continue;
                        } else {
                            phase = 2;
                            affix = suffix;
                            --pos;
                            continue;
                        }
                        break;
                    default:
                        break;
                }
            }

            if (zeroDigitCount == 0 && digitLeftCount > 0 && decimalPos >= 0) {
                int n = decimalPos;
                if (n == 0) {
                    ++n;
                }
                digitRightCount = digitLeftCount - n;
                digitLeftCount = n - 1;
                zeroDigitCount = 1;
            }

            if ((decimalPos < 0 && digitRightCount > 0)
                || (decimalPos >= 0 && (decimalPos < digitLeftCount || decimalPos > (digitLeftCount + zeroDigitCount)))
                || groupingCount == 0 || inQuote) {
                throw new IllegalArgumentException("Malformed pattern \"" + pattern + '"');
            }

            if (j == 1) {
                posPrefixPattern = prefix.toString();
                posSuffixPattern = suffix.toString();
                negPrefixPattern = posPrefixPattern;
                negSuffixPattern = posSuffixPattern;
                int digitTotalCount = digitLeftCount + zeroDigitCount + digitRightCount;
                int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : digitTotalCount;
                setMinimumIntegerDigits(effectiveDecimalPos - digitLeftCount);
                setMaximumIntegerDigits(useExponentialNotation ? digitLeftCount + getMinimumIntegerDigits() : MAXIMUM_INTEGER_DIGITS);
                setMaximumFractionDigits(decimalPos >= 0 ? (digitTotalCount - decimalPos) : 0);
                setMinimumFractionDigits(decimalPos >= 0 ? (digitLeftCount + zeroDigitCount - decimalPos) : 0);
                setGroupingUsed(groupingCount > 0);
                this.groupingSize = (groupingCount > 0) ? (byte) groupingCount : 0;
                this.multiplier = mult;
                setDecimalSeparatorAlwaysShown(decimalPos == 0 || decimalPos == digitTotalCount);
            } else {
                negPrefixPattern = prefix.toString();
                negSuffixPattern = suffix.toString();
                gotNegative = true;
            }
        }

        if (pattern.isEmpty()) {
            posPrefixPattern = posSuffixPattern = "";
            setMinimumIntegerDigits(0);
            setMaximumIntegerDigits(MAXIMUM_INTEGER_DIGITS);
            setMinimumFractionDigits(0);
            setMaximumFractionDigits(MAXIMUM_FRACTION_DIGITS);
        }

        if (!gotNegative || (negPrefixPattern.equals(posPrefixPattern) && negSuffixPattern.equals(posSuffixPattern))) {
            negSuffixPattern = posSuffixPattern;
            negPrefixPattern = "'-" + posPrefixPattern;
        }
        expandAffixes();
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.min(Math.max(0, newValue), MAXIMUM_INTEGER_DIGITS);
        super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
            super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.min(Math.max(0, newValue), MAXIMUM_INTEGER_DIGITS);
        super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
            super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.min(Math.max(0, newValue), MAXIMUM_FRACTION_DIGITS);
        super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
            super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.min(Math.max(0, newValue), MAXIMUM_FRACTION_DIGITS);
        super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
            super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) {
            throw new NullPointerException();
        }
        this.roundingMode = roundingMode;
    }
}
