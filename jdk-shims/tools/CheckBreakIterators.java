/*
 * Checks Terrarium's jdk.internal.terrarium.TextBreaks (compiled from its source) against the
 * host JDK 17's BreakIterator (character, word, sentence and line instances, English) on
 * thousands of generated strings, mixing English text with punctuation, numbers, spaces and
 * newlines, combining marks, surrogate pairs and some CJK. Run from the repository root:
 *
 *   java jdk-shims/tools/CheckBreakIterators.java [count] [seed]
 *
 * It prints the first mismatches of each kind and a summary; nothing is written.
 */

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

public class CheckBreakIterators {
    static final String[] PIECES = {
        "a", "b", "e", "x", "I", "T", "Mr", "word", "Hello", "don't", "it's", "the", "A", "Z",
        "\u00e9", "\u00c9", "\u00df", "1", "3", "42", "3.14", "1,000", "0",
        " ", " ", " ", "  ", "\t", "\n", "\r\n", "\r", "\u00a0", "\u2029", "\u2028", "\f",
        ".", ".", ",", ";", ":", "!", "?", "'", "\"", "-", "--", "(", ")", "[", "]", "$", "%", "#", "&",
        "/", "*", "+", "=", "@", "_", "...", "\u2026", "\u2014", "\u2013", "\u2019", "\u201c", "\u201d",
        "\u00ab", "\u00bb", "\u00a2", "\u00a7", "\u0301", "\u0308", "\u20dd", "\u200d", "\u00ad", "\u200b",
        "\uD83D\uDE00", "\uD83D\uDC4D", "\uD835\uDC00", "\u4e00", "\u65e5\u672c", "\u3042", "\u304b",
        "\u30a2", "\u30ab", "\u30fc", "\u3002", "\u3001", "\uff01", "\u1100", "\u1161", "\u11a8", "\uac00",
        "\u0e01", "\u0e33", "\u0964", "\u0915", "\u093f", "\u0661", "\u00bd", "\u2160", "\u0416",
    };
    static final String[] KINDS = {"character", "word", "sentence", "line"};

    static int[] host(int kind, String s) {
        BreakIterator b = kind == 0 ? BreakIterator.getCharacterInstance(Locale.US)
                : kind == 1 ? BreakIterator.getWordInstance(Locale.US)
                : kind == 2 ? BreakIterator.getSentenceInstance(Locale.US) : BreakIterator.getLineInstance(Locale.US);
        b.setText(s);
        List<Integer> out = new ArrayList<>();
        for (int p = b.first(); p != BreakIterator.DONE; p = b.next()) {
            out.add(p);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    static String show(String s, int[] bounds) {
        StringBuilder sb = new StringBuilder();
        int k = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (k < bounds.length && bounds[k] == i) {
                sb.append('|');
                k++;
            }
            if (i < s.length()) {
                char c = s.charAt(i);
                sb.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("<%04x>", (int) c));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 17;
        int only = args.length > 2 ? Integer.parseInt(args[2]) : -1;
        Path dir = Files.createTempDirectory("breakcheck");
        Path pkg = dir.resolve("src/breakcheck");
        Files.createDirectories(pkg);
        String src = Files.readString(Path.of("jdk-shims/java/jdk/internal/terrarium/TextBreaks.java"), StandardCharsets.UTF_8);
        Files.writeString(pkg.resolve("TextBreaks.java"), src.replace("package jdk.internal.terrarium;", "package breakcheck;"));
        if (javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.resolve("classes").toString(),
                pkg.resolve("TextBreaks.java").toString()) != 0) {
            throw new IllegalStateException("TextBreaks.java does not compile");
        }
        try (var loader = new java.net.URLClassLoader(new java.net.URL[] {dir.resolve("classes").toUri().toURL()})) {
            Method bounds = loader.loadClass("breakcheck.TextBreaks").getMethod("boundaries", int.class, String.class);
            Random rnd = new Random(seed);
            int[] bad = new int[4];
            for (int round = 0; round < count; round++) {
                StringBuilder sb = new StringBuilder();
                int n = 1 + rnd.nextInt(8);
                boolean english = rnd.nextInt(3) > 0;
                for (int i = 0; i < n; i++) {
                    // mostly the first (English) pieces
                    int limit = english ? 72 : PIECES.length;
                    sb.append(PIECES[rnd.nextInt(rnd.nextBoolean() ? 36 : limit)]);
                }
                String s = sb.toString();
                for (int kind = 0; kind < 4; kind++) {
                    if (only >= 0 && kind != only) {
                        continue;
                    }
                    int[] want = host(kind, s);
                    int[] got = (int[]) bounds.invoke(null, kind, s);
                    if (!Arrays.equals(want, got)) {
                        if (bad[kind]++ < 12) {
                            System.out.println(KINDS[kind] + ": host " + show(s, want) + "   ours " + show(s, got));
                        }
                    }
                }
            }
            System.out.println("mismatches of " + count + " strings: character " + bad[0] + ", word " + bad[1]
                    + ", sentence " + bad[2] + ", line " + bad[3]);
        }
    }
}
