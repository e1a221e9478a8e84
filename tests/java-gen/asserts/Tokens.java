package asserts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A parsed command line seen only through getters returning an array, a
 * list and a set, as commons-cli's `CommandLine` is (issue 20: such results
 * are asserted by their items).
 */
public class Tokens {
    private final List<String> args = new ArrayList<>();
    private final Set<String> flags = new HashSet<>();

    public static Tokens parse(String line) {
        Tokens t = new Tokens();
        for (String w : line.split(" ")) {
            if (w.startsWith("-") && w.length() > 1) {
                t.flags.add(w.substring(1));
            } else if (!w.isEmpty()) {
                t.args.add(w);
            }
        }
        return t;
    }

    public String[] getArgs() {
        return args.toArray(new String[0]);
    }

    public List<String> getArgList() {
        return args;
    }

    public Set<String> getFlags() {
        return flags;
    }

    public int[] getLengths() {
        int[] out = new int[args.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = args.get(i).length();
        }
        return out;
    }
}
