public class StringBuild {
    public static void main(String[] args) {
        long checksum = 0;
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};
        for (int rep = 0; rep < 600; rep++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 500; i++) {
                sb.append(words[(i + rep) & 7]).append(i).append(',');
                if (i % 50 == 0) sb.append('\n');
            }
            String s = sb.toString();
            checksum += s.hashCode();
            int commas = 0;
            for (int i = 0; i < s.length(); i++) if (s.charAt(i) == ',') commas++;
            checksum += commas;
            String t = words[rep & 7] + rep;
            if (t.equals(words[rep & 7].concat(String.valueOf(rep)))) checksum++;
            checksum += s.indexOf("theta" + (rep % 500));
        }
        System.out.println("StringBuild checksum " + checksum);
    }
}
