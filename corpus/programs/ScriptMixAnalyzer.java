import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Analyses multilingual text samples: scripts, blocks, categories and numerals per sample. */
public class ScriptMixAnalyzer {
    static final String[] SAMPLES = {
        "Hello, world! 123",
        "Ça coûte 12,50 € — très cher?",
        "Привет, мир! Как дела?",
        "Καλημέρα κόσμε · αβγ ΑΒΓ",
        "こんにちは世界、カタカナ123",
        "안녕하세요 세계 ㄱㄴㄷ",
        "مرحبا بالعالم ١٢٣",
        "שלום עולם 456",
        "नमस्ते दुनिया ०१२३",
        "สวัสดีชาวโลก ๑๒๓",
        "Roman: Ⅻ ⅼ ↈ ½ ⅞ ① ⑳",
        "Math: 𝐀𝐁𝐂 𝟎𝟏𝟐 ∑∫≠ ⟨x⟩",
        "Emoji: 😀🎉👍🏽 ♥ ★",
        "Mixed: aБγ דe中ㄱ٣",
        "Ancient: 𐌰𐌱𐌲 𓀀𓀁 𒀀 𐎀",
        "Newer: 𞤀𞤁 𖿠 ꭰ ᏸ 𑜀",
    };

    static final String[] TYPE_NAMES = {
        "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp", "Cc",
        "Cf", "??", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf",
    };

    public static void main(String[] args) {
        Map<String, Integer> globalScripts = new TreeMap<>();
        for (String s : SAMPLES) {
            analyse(s, globalScripts);
        }
        System.out.println("== scripts over all samples");
        for (Map.Entry<String, Integer> e : globalScripts.entrySet()) {
            System.out.printf("%-22s %3d%n", e.getKey(), e.getValue());
        }
        System.out.println("== dominant script detection");
        for (String s : SAMPLES) {
            System.out.println(dominant(s) + " <- " + s);
        }
        System.out.println("== lookups by name");
        for (String n : new String[] {"Latin", "latn", "CYRILLIC", "Hani", "Zyyy", "Qaai", "Hrkt", "Klingon"}) {
            try {
                System.out.println(n + " -> " + Character.UnicodeScript.forName(n));
            } catch (IllegalArgumentException e) {
                System.out.println(n + " -> " + e.getMessage());
            }
        }
        for (String n : new String[] {"Basic Latin", "BASIC_LATIN", "basiclatin", "Greek and Coptic", "Greek",
                "CJK Unified Ideographs", "Latin-1 Supplement", "Emoticons", "Symbols for Legacy Computing",
                "Nope Block"}) {
            try {
                System.out.println(n + " -> " + Character.UnicodeBlock.forName(n));
            } catch (IllegalArgumentException e) {
                System.out.println(n + " -> " + e.getMessage());
            }
        }
    }

    static void analyse(String s, Map<String, Integer> globalScripts) {
        Map<String, Integer> scripts = new TreeMap<>();
        Map<String, Integer> blocks = new TreeMap<>();
        Map<String, Integer> types = new TreeMap<>();
        List<String> numbers = new ArrayList<>();
        int letters = 0;
        int upper = 0;
        int lower = 0;
        int cps = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            cps++;
            String script = Character.UnicodeScript.of(cp).toString();
            scripts.merge(script, 1, Integer::sum);
            globalScripts.merge(script, 1, Integer::sum);
            Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
            blocks.merge(b == null ? "null" : b.toString(), 1, Integer::sum);
            types.merge(TYPE_NAMES[Character.getType(cp)], 1, Integer::sum);
            if (Character.isLetter(cp)) {
                letters++;
            }
            if (Character.isUpperCase(cp)) {
                upper++;
            }
            if (Character.isLowerCase(cp)) {
                lower++;
            }
            int nv = Character.getNumericValue(cp);
            if (nv != -1) {
                numbers.add(new String(Character.toChars(cp)) + "=" + nv + "/" + Character.digit(cp, 10));
            }
        }
        System.out.println("== " + s);
        System.out.println("  code points " + cps + ", chars " + s.length() + ", letters " + letters
                + ", upper " + upper + ", lower " + lower);
        System.out.println("  scripts " + scripts);
        System.out.println("  blocks  " + blocks);
        System.out.println("  types   " + types);
        System.out.println("  numeric " + numbers);
    }

    static String dominant(String s) {
        Map<Character.UnicodeScript, Integer> counts = new TreeMap<>();
        s.codePoints().filter(Character::isLetter)
                .forEach(cp -> counts.merge(Character.UnicodeScript.of(cp), 1, Integer::sum));
        Character.UnicodeScript best = null;
        int bestCount = 0;
        for (Map.Entry<Character.UnicodeScript, Integer> e : counts.entrySet()) {
            if (e.getValue() > bestCount) {
                best = e.getKey();
                bestCount = e.getValue();
            }
        }
        return String.format("%-10s %2d/%2d", best, bestCount, s.codePointCount(0, s.length()));
    }
}
