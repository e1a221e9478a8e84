public class UnicodeOutput {
    public static void main(String[] args) {
        System.out.println("Latin-1: é è ê ë à ç ñ ü ö ß ÿ © ® ° ± µ");
        System.out.println("Japanese: 日本 日本語 こんにちは カタカナ");
        System.out.println("Chinese: 中文 你好世界");
        System.out.println("Korean: 한국어");
        System.out.println("Greek: Ελληνικά αβγδε ΑΒΓΔΕ");
        System.out.println("Cyrillic: Привет мир");
        System.out.println("Arabic: مرحبا");
        System.out.println("Emoji: 😀 🎉 👍 🚀 ❤ ☃");
        System.out.println("Math: ∑ ∫ √ ∞ ≠ ≤ ≥ π");
        System.out.println("Box: ┌─┐ │ │ └─┘");
        String s = "é日😀";
        System.out.println("string " + s + " length " + s.length());
        for (int i = 0; i < s.length(); i++) System.out.println("  char " + i + " = " + s.charAt(i) + " (" + (int) s.charAt(i) + ")");
        char e = 'é';
        System.out.println("char alone: " + e);
        System.out.print('日');
        System.out.print('本');
        System.out.println();
        System.out.println(new char[]{'ü', 'ñ', '中'});
        System.out.println("lone high surrogate: [" + '\uD83D' + "]");
        System.out.println("lone low surrogate: [" + "\uDE00" + "]");
        System.out.println("reversed pair: [" + "\uDE00\uD83D" + "]");
        System.out.println("BOM and nbsp: [\uFEFF] [\u00A0]");
        System.out.println("control: [\u0001] [\u007F]");
        System.out.println("upper/lower: " + "ÉCOLE".toLowerCase() + " " + "straße".toUpperCase() + " " + "ΣΊΣΥΦΟΣ".toLowerCase());
        StringBuilder sb = new StringBuilder();
        for (int cp = 0x1F600; cp < 0x1F610; cp++) sb.appendCodePoint(cp);
        System.out.println("emoji range: " + sb);
        System.err.println("stderr unicode: ñ 日本 😀");
        System.out.println("String.valueOf(char) " + String.valueOf('ç') + Character.toString(0x1F680));
    }
}
