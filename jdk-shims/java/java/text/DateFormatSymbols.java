package java.text;

import java.util.Locale;
import jdk.internal.terrarium.LocaleInfo;

public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = -5987973545549424702L;
    String[] eras = {"BC", "AD"};
    String[] months = {"January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December", ""};
    String[] shortMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", ""};
    String[] weekdays = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    String[] shortWeekdays = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    String[] ampms = {"AM", "PM"};
    String[][] zoneStrings = new String[0][];
    String localPatternChars = "GyMdkHmsSEDFwWahKzZYuXL";

    public DateFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    /** The locale's CLDR names (LocaleInfo). */
    public DateFormatSymbols(Locale locale) {
        String[] t = LocaleInfo.of(locale);
        eras = LocaleInfo.split(t[LocaleInfo.ERAS]);
        months = LocaleInfo.split(t[LocaleInfo.MONTHS]);
        shortMonths = LocaleInfo.split(t[LocaleInfo.SHORT_MONTHS]);
        weekdays = LocaleInfo.split(t[LocaleInfo.WEEKDAYS]);
        shortWeekdays = LocaleInfo.split(t[LocaleInfo.SHORT_WEEKDAYS]);
        ampms = LocaleInfo.split(t[LocaleInfo.AMPM]);
    }

    public static Locale[] getAvailableLocales() {
        return LocaleInfo.locales();
    }

    public static final DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public String[] getEras() {
        return eras.clone();
    }

    public void setEras(String[] newEras) {
        eras = newEras.clone();
    }

    public String[] getMonths() {
        return months.clone();
    }

    public void setMonths(String[] newMonths) {
        months = newMonths.clone();
    }

    public String[] getShortMonths() {
        return shortMonths.clone();
    }

    public void setShortMonths(String[] newShortMonths) {
        shortMonths = newShortMonths.clone();
    }

    public String[] getWeekdays() {
        return weekdays.clone();
    }

    public void setWeekdays(String[] newWeekdays) {
        weekdays = newWeekdays.clone();
    }

    public String[] getShortWeekdays() {
        return shortWeekdays.clone();
    }

    public void setShortWeekdays(String[] newShortWeekdays) {
        shortWeekdays = newShortWeekdays.clone();
    }

    public String[] getAmPmStrings() {
        return ampms.clone();
    }

    public void setAmPmStrings(String[] newAmpms) {
        ampms = newAmpms.clone();
    }

    public String[][] getZoneStrings() {
        return zoneStrings.clone();
    }

    public void setZoneStrings(String[][] newZoneStrings) {
        zoneStrings = newZoneStrings.clone();
    }

    public String getLocalPatternChars() {
        return localPatternChars;
    }

    public void setLocalPatternChars(String newLocalPatternChars) {
        localPatternChars = newLocalPatternChars;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public int hashCode() {
        int hashCode = 0;
        for (String s : months) {
            hashCode = hashCode * 31 + s.hashCode();
        }
        return hashCode;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormatSymbols that = (DateFormatSymbols) obj;
        return java.util.Arrays.equals(eras, that.eras) && java.util.Arrays.equals(months, that.months)
            && java.util.Arrays.equals(shortMonths, that.shortMonths) && java.util.Arrays.equals(weekdays, that.weekdays)
            && java.util.Arrays.equals(shortWeekdays, that.shortWeekdays) && java.util.Arrays.equals(ampms, that.ampms)
            && localPatternChars.equals(that.localPatternChars);
    }
}
