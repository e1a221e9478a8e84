import java.text.Normalizer;
import java.text.Normalizer.Form;
import java.util.*;

/** The four Unicode normalization forms over many scripts, shown as code points. */
public class NormalizerForms {
    static String cps(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.append(sb.length() == 0 ? "" : " ").append(String.format("%04X", c)));
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] samples = {
            "Éléphant à côté",                 // precomposed Latin
            "E\u0301le\u0301phant",            // decomposed Latin
            "Ångström \u212B \u00C5",           // Angstrom sign singleton
            "한국어 \u1100\u1161\u11A8",         // Hangul syllables and conjoining jamo
            "\u1100\u1161 \u1100\u1161\u11FF \uAC00\u11A8", // LV, LV + non-composing T, LV + T
            "ﬁne ﬂow ﬀ ﬃ",                     // ligatures (compatibility)
            "x² H₂O ½ ① ㎏ ™ …",                // compatibility forms
            "ΆΈΉ ᾅ ῷ ϓ",                        // Greek with tonos and iota subscript
            "a\u0323\u0302 a\u0302\u0323",      // marks out of order
            "q\u0307\u0323 s\u0323\u0307 \u1E69",
            "\u0041\u030A\u0327 \u0041\u0327\u030A",
            "\u0344 \u0F73 \u0958",             // exclusions: non-starter decomposition, Tibetan, Devanagari
            "Ｆｕｌｌｗｉｄｔｈ ｶﾀｶﾅ ｶﾞ",          // fullwidth and halfwidth forms
            "が か\u3099 ガ カ\u3099",             // kana voicing marks
            "Ǆ ǅ ǆ Ĳ ŉ ſ ẛ",                     // digraphs and long s
            "\u0301abc",                        // leading combining mark
            "\uD834\uDD5E \uD834\uDD57\uD834\uDD65", // musical symbols (supplementary)
            "\uFDFA",                           // a long compatibility expansion
            "Ḉ Ç\u0301 C\u0301\u0327",
            "नि\u093C क़ ড\u09BC\u09CB",        // nukta and Bengali two-part vowel
            "plain ASCII text",
            "",
        };
        for (String s : samples) {
            System.out.println("[" + s + "] " + cps(s));
            for (Form f : Form.values()) {
                String n = Normalizer.normalize(s, f);
                System.out.println("  " + f + " " + (n.equals(s) ? "=" : "->") + " " + cps(n)
                        + "  normalized=" + Normalizer.isNormalized(s, f) + "/" + Normalizer.isNormalized(n, f));
            }
        }

        // idempotence and the relations between forms over a range of the BMP
        int checked = 0;
        int changed = 0;
        long hash = 0;
        for (int cp = 0xA0; cp < 0x3400; cp += 1) {
            if (Character.isSurrogate((char) cp)) {
                continue;
            }
            String s = Character.toString(cp) + "\u0301";
            for (Form f : Form.values()) {
                String n = Normalizer.normalize(s, f);
                if (!Normalizer.normalize(n, f).equals(n)) {
                    System.out.println("not idempotent: " + cps(s) + " " + f);
                }
                if (!n.equals(s)) {
                    changed++;
                }
                hash = hash * 31 + n.hashCode();
                checked++;
            }
        }
        System.out.println("checked " + checked + " changed " + changed + " hash " + hash);

        // stripping accents as commons-lang3 does
        for (String s : new String[] {"Éléphant à côté", "Ça coûte cher", "Łódź", "Dvořák", "Ærøskøbing", "São Paulo"}) {
            String stripped = Normalizer.normalize(s, Form.NFD).replaceAll("\\p{InCombiningDiacriticalMarks}+", "");
            System.out.println(s + " -> " + stripped);
        }

        StringBuilder sb = new StringBuilder("cafe\u0301");
        System.out.println(Normalizer.normalize(sb, Form.NFC).length() + " " + Normalizer.isNormalized(sb, Form.NFD));
        try {
            Normalizer.normalize(null, Form.NFC);
        } catch (NullPointerException e) {
            System.out.println("NPE for null text");
        }
        try {
            Normalizer.normalize("x", null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null form");
        }
        System.out.println(Form.valueOf("NFKC") + " " + Arrays.toString(Form.values()));
    }
}
