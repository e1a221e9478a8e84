public class EnumSwitch {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    static String classic(Day d) {
        String r;
        switch (d) {
            case SAT:
            case SUN:
                r = "weekend";
                break;
            case FRI:
                r = "almost";
                break;
            default:
                r = "weekday";
        }
        return r;
    }
    static int arrowExpr(Day d) {
        return switch (d) {
            case MON, TUE -> 1;
            case WED -> 2;
            case THU, FRI -> {
                int x = d.ordinal();
                yield x * 10;
            }
            case SAT, SUN -> -1;
        };
    }
    static String color(Suit s) {
        switch (s) {
            case HEARTS: case DIAMONDS: return "red";
            case CLUBS: case SPADES: return "black";
        }
        return "unreachable";
    }
    static int fall(Suit s) {
        int v = 0;
        switch (s) {
            case CLUBS: v |= 1;
            case DIAMONDS: v |= 2;
            case HEARTS: v |= 4; break;
            case SPADES: v |= 8;
        }
        return v;
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) System.out.println(d + " classic=" + classic(d) + " arrow=" + arrowExpr(d));
        for (Suit s : Suit.values()) System.out.println(s + " color=" + color(s) + " fall=" + fall(s));
        try {
            classic(null);
        } catch (NullPointerException e) {
            System.out.println("null enum switch NPE");
        }
        int weekend = 0;
        for (int i = 0; i < 700; i++) if (classic(Day.values()[i % 7]).equals("weekend")) weekend++;
        System.out.println("weekend count " + weekend);
    }
}
