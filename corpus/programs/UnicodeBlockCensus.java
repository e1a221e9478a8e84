import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

// Walks every code point through Character.UnicodeBlock.of, UnicodeScript.of and isMirrored:
// the counts check the block and script tables end to end.
public class UnicodeBlockCensus {
    static final class Tally {
        int count;
        int first = -1;
        int last = -1;

        void add(int cp) {
            if (first < 0) {
                first = cp;
            }
            last = cp;
            count++;
        }

        @Override
        public String toString() {
            return String.format("%7d  U+%04X..U+%04X", count, first, last);
        }
    }

    public static void main(String[] args) throws Exception {
        Map<Character.UnicodeBlock, Tally> blocks = new IdentityHashMap<>();
        Tally[] scriptTallies = new Tally[Character.UnicodeScript.values().length];
        Tally noBlock = new Tally();
        Tally mirrored = new Tally();
        int blockChanges = 0;
        Character.UnicodeBlock previous = null;
        Tally current = noBlock;
        for (int cp = Character.MIN_CODE_POINT; cp <= Character.MAX_CODE_POINT; cp++) {
            Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
            if (b != previous || cp == 0) {
                blockChanges++;
                previous = b;
                current = b == null ? noBlock : blocks.computeIfAbsent(b, k -> new Tally());
            }
            current.add(cp);
            int s = Character.UnicodeScript.of(cp).ordinal();
            if (scriptTallies[s] == null) {
                scriptTallies[s] = new Tally();
            }
            scriptTallies[s].add(cp);
            if (Character.isMirrored(cp)) {
                mirrored.add(cp);
            }
        }
        Map<Character.UnicodeScript, Tally> scripts = new EnumMap<>(Character.UnicodeScript.class);
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) {
            if (scriptTallies[s.ordinal()] != null) {
                scripts.put(s, scriptTallies[s.ordinal()]);
            }
        }

        List<Character.UnicodeBlock> declared = new ArrayList<>();
        for (Field f : Character.UnicodeBlock.class.getFields()) {
            if (f.getType() == Character.UnicodeBlock.class && Modifier.isStatic(f.getModifiers())) {
                declared.add((Character.UnicodeBlock) f.get(null));
            }
        }
        int named = 0;
        for (Character.UnicodeBlock b : declared) {
            if (Character.UnicodeBlock.forName(b.toString()) == b) {
                named++;
            }
        }
        System.out.println("block constants: " + declared.size() + ", found by forName(toString()): " + named);
        System.out.println("blocks seen: " + blocks.size() + ", block changes: " + blockChanges);
        System.out.println("code points in no block: " + noBlock);
        String[] someBlocks = {"BASIC_LATIN", "LATIN_1_SUPPLEMENT", "COMBINING_DIACRITICAL_MARKS", "GREEK",
            "CYRILLIC", "ARABIC", "DEVANAGARI", "HANGUL_SYLLABLES", "CJK_UNIFIED_IDEOGRAPHS",
            "HIGH_SURROGATES", "LOW_SURROGATES", "PRIVATE_USE_AREA", "SPECIALS", "EMOTICONS",
            "CJK_UNIFIED_IDEOGRAPHS_EXTENSION_B", "CJK_UNIFIED_IDEOGRAPHS_EXTENSION_G", "TAGS",
            "SUPPLEMENTARY_PRIVATE_USE_AREA_B", "SURROGATES_AREA"};
        for (String name : someBlocks) {
            Character.UnicodeBlock b = Character.UnicodeBlock.forName(name);
            Tally t = blocks.get(b);
            System.out.printf("block %-36s %s%n", b, t == null ? "never returned by of()" : t);
        }
        int total = 0;
        for (Map.Entry<Character.UnicodeScript, Tally> e : scripts.entrySet()) {
            System.out.printf("script %-22s %s%n", e.getKey(), e.getValue());
            total += e.getValue().count;
        }
        System.out.println("scripts seen: " + scripts.size() + " of " + Character.UnicodeScript.values().length
            + ", code points: " + total);
        System.out.println("mirrored: " + mirrored);
    }
}
