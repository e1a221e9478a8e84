/** An abstract class: mocked, with a real template method. */
public abstract class Shape {
    public abstract double area();

    public String describe() {
        return "shape of area " + area();
    }
}
