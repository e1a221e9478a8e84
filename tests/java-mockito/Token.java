/** A final class: Mockito 2 cannot mock it. */
public final class Token {
    public String value() {
        return "t";
    }
}
