package subjects;

/** A circle given by its radius. */
public class Circle implements Shape {

    private final double radius;

    public Circle(double radius) {
        if (!(radius > 0) || Double.isInfinite(radius)) {
            throw new IllegalArgumentException("radius must be positive and finite");
        }
        this.radius = radius;
    }

    @Override
    public double area() {
        return Math.PI * radius * radius;
    }

    @Override
    public double perimeter() {
        return 2 * Math.PI * radius;
    }

    @Override
    public String name() {
        return radius < 1.0 ? "dot" : "circle";
    }

    public boolean fitsInside(Rectangle box) {
        double diameter = 2 * radius;
        return box.fitsInside(new Rectangle(diameter, diameter));
    }
}
