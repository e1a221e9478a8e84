package subjects;

/** Axis-aligned rectangle. */
public class Rectangle implements Shape {

    private final double width;
    private final double height;

    public Rectangle(double width, double height) {
        if (!(width > 0) || !(height > 0)) {
            throw new IllegalArgumentException("sides must be positive");
        }
        this.width = width;
        this.height = height;
    }

    @Override
    public double area() {
        return width * height;
    }

    @Override
    public double perimeter() {
        return 2 * (width + height);
    }

    @Override
    public String name() {
        return isSquare() ? "square" : "rectangle";
    }

    public boolean isSquare() {
        return width == height;
    }

    public boolean fitsInside(Rectangle other) {
        return (width <= other.width && height <= other.height)
                || (height <= other.width && width <= other.height);
    }
}
