import java.text.ChoiceFormat;
import java.text.MessageFormat;
import java.text.ParsePosition;

// Pluralized status messages for a file sync tool.
public class ChoicePlurals {
    public static void main(String[] args) {
        ChoiceFormat files = new ChoiceFormat("0#no files|1#one file|1<{0,number,integer} files");
        ChoiceFormat simple = new ChoiceFormat("0#none|1#one|1<many");
        ChoiceFormat grades = new ChoiceFormat(new double[] {0, 60, 70, 80, 90}, new String[] {"F", "D", "C", "B", "A"});
        ChoiceFormat temps = new ChoiceFormat("-1#below zero|0#freezing|0<cold|15#mild|25#hot|40<extreme");
        double[] counts = {-1, 0, 0.5, 1, 1.5, 2, 10, 1000};
        for (double c : counts) {
            System.out.printf("%7s: %-10s %-12s %s%n", c, simple.format(c), files.format(c),
                MessageFormat.format("Synced {0,choice,0#no files|1#one file|1<{0,number,integer} files}.", c));
        }
        for (int score : new int[] {-5, 0, 59, 60, 69, 75, 80, 89, 90, 100}) {
            System.out.print(score + "=" + grades.format(score) + " ");
        }
        System.out.println();
        for (double t : new double[] {-20, -1, -0.5, 0, 0.1, 14.9, 15, 24.99, 25, 40, 40.5, Double.NaN}) {
            System.out.print(t + ":" + temps.format(t) + "; ");
        }
        System.out.println();

        System.out.println("patterns: " + simple.toPattern() + " | " + files.toPattern() + " | " + grades.toPattern()
            + " | " + temps.toPattern());
        double[] limits = temps.getLimits();
        Object[] fmts = temps.getFormats();
        for (int i = 0; i < limits.length; i++) {
            System.out.println("  limit " + limits[i] + " -> " + fmts[i]);
        }
        System.out.println("next/prev " + ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " "
            + ChoiceFormat.nextDouble(0.0) + " " + ChoiceFormat.nextDouble(-1.0, false));

        for (String s : new String[] {"none", "one", "many", "many more", "A", "zero"}) {
            ParsePosition pp = new ParsePosition(0);
            Number n = simple.parse(s, pp);
            System.out.println("parse '" + s + "' -> " + n + " index " + pp.getIndex() + " err " + pp.getErrorIndex());
        }
        ParsePosition pp = new ParsePosition(0);
        System.out.println("grade parse " + grades.parse("B+", pp) + " at " + pp.getIndex());

        for (String bad : new String[] {"0#a|x#b", "1#a|0#b", "0#a|1<b|#c", "0#a|1#", "a#b"}) {
            try {
                ChoiceFormat cf = new ChoiceFormat(bad);
                System.out.println("'" + bad + "' ok: " + cf.toPattern() + " -> " + cf.format(1));
            } catch (IllegalArgumentException e) {
                System.out.println("'" + bad + "' " + e);
            }
        }
        try {
            new ChoiceFormat(new double[] {1, 2}, new String[] {"a"});
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        ChoiceFormat copy = (ChoiceFormat) simple.clone();
        System.out.println("equals " + copy.equals(simple) + " " + (copy.hashCode() == simple.hashCode()));
        copy.applyPattern("0#zero|2#two");
        System.out.println("after apply " + copy.format(1) + " " + copy.format(3) + " equals " + copy.equals(simple));

        MessageFormat mf = new MessageFormat("{0} {1,choice,0#messages|1#message|1<messages} in {2}");
        Object[][] rows = {{"You have", 0, "Inbox"}, {"You have", 1, "Drafts"}, {"There are", 42, "Spam"}};
        for (Object[] row : rows) {
            System.out.println(mf.format(row));
        }
    }
}
