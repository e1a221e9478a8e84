package java.lang.reflect;

/**
 * A type as written in the source, with its type-use annotations.
 * Terrarium does not read RuntimeVisibleTypeAnnotations: its annotated
 * types carry no annotations (the README says so).
 */
public interface AnnotatedType extends AnnotatedElement {
    default AnnotatedType getAnnotatedOwnerType() {
        return null;
    }

    Type getType();
}
