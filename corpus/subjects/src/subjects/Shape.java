package subjects;

/** A two-dimensional shape. */
public interface Shape {

    double area();

    double perimeter();

    String name();

    default boolean isLargerThan(Shape other) {
        return area() > other.area();
    }

    /** Ratio 4*pi*area/perimeter^2: 1.0 for a circle, smaller for elongated shapes. */
    default String compactness() {
        double p = perimeter();
        double ratio = 4 * Math.PI * area() / (p * p);
        if (ratio > 0.99) {
            return "ROUND";
        } else if (ratio > 0.75) {
            return "COMPACT";
        }
        return "ELONGATED";
    }
}
