import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Jupiter features terrarium test does not run yet: reported as errors naming them. */
class UnsupportedJupiterTest {
    static class Custom implements Extension {
    }

    @Test
    @ExtendWith(Custom.class)
    void extended() {
    }

    @ParameterizedTest
    @CsvFileSource(resources = "/data.csv")
    void fromFile(String s) {
    }

    @Test
    void plain() {
    }
}
