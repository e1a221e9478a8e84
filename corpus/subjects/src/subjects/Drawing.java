package subjects;

import java.util.ArrayList;
import java.util.List;

/** A collection of {@link Shape}s with aggregate queries. */
public class Drawing {

    private final List<Shape> shapes = new ArrayList<>();
    private final double maxArea;

    public Drawing(double maxArea) {
        this.maxArea = maxArea;
    }

    public boolean add(Shape shape) {
        if (shape == null) {
            throw new IllegalArgumentException("shape required");
        }
        if (totalArea() + shape.area() > maxArea) {
            return false;
        }
        shapes.add(shape);
        return true;
    }

    public double totalArea() {
        double sum = 0;
        for (Shape s : shapes) {
            sum += s.area();
        }
        return sum;
    }

    public Shape largest() {
        Shape best = null;
        for (Shape s : shapes) {
            if (best == null || s.isLargerThan(best)) {
                best = s;
            }
        }
        return best;
    }

    public int count(String name) {
        int n = 0;
        for (Shape s : shapes) {
            if (s.name().equals(name)) {
                n++;
            }
        }
        return n;
    }

    public String summary() {
        if (shapes.isEmpty()) {
            return "empty";
        }
        return shapes.size() + " shapes, " + count("circle") + " circles, " + count("square") + " squares";
    }
}
