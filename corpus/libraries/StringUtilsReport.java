// jars: commons-lang3
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.text.WordUtils;

/** A plain-text report formatter the way applications use commons-lang3's StringUtils. */
public class StringUtilsReport {
    public static void main(String[] args) {
        String[][] rows = {{"widget", "12", "3.50"}, {"gadget with a very long name", "1", "120.00"}, {"  ", "0", "0"}};
        System.out.println(StringUtils.center(" Inventory ", 40, '='));
        for (String[] r : rows) {
            String name = StringUtils.defaultIfBlank(StringUtils.trim(r[0]), "(unnamed)");
            System.out.println(StringUtils.rightPad(StringUtils.abbreviate(name, 20), 22) + StringUtils.leftPad(r[1], 4)
                    + StringUtils.leftPad(r[2], 10));
        }
        System.out.println(StringUtils.repeat('-', 40));
        System.out.println(StringUtils.capitalize("total") + ": " + StringUtils.join(new int[] {12, 1, 0}, '+'));
        System.out.println(StringUtils.stripAccents("Crème brûlée à la carte"));
        System.out.println(StringUtils.difference("release-1.2.3", "release-1.3.0") + " " + StringUtils.indexOfDifference("abc", "abd"));
        System.out.println(StringUtils.getLevenshteinDistance("kitten", "sitting") + " " + StringUtils.getJaroWinklerDistance("martha", "marhta"));
        System.out.println(StringUtils.splitByCharacterTypeCamelCase("parseHTTPResponseCode").length + " " + String.join("|", StringUtils.splitByCharacterTypeCamelCase("parseHTTPResponseCode")));
        System.out.println(WordUtils.wrap("The quick brown fox jumps over the lazy dog near the riverbank.", 20));
        System.out.println(StringUtils.isNumeric("12345") + " " + StringUtils.isAlphanumericSpace("a b 1") + " " + StringUtils.countMatches("banana", "an"));
    }
}
