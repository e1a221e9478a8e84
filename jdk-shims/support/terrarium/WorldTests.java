package terrarium;

/**
 * The JUnit 4 category of world tests: generated {@code <Class>WorldTest}
 * classes are annotated {@code @Category(WorldTests.class)} (JUnit 5 ones
 * {@code @Tag("terrarium")}), so a build can leave them to the Terrarium
 * engine or to {@code terrarium test} (Vintage reports the category as the
 * tag {@code terrarium.WorldTests}).
 */
public interface WorldTests {}
