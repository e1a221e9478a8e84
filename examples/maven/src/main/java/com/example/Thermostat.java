package com.example;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.ZoneId;

/**
 * The Maven example of Terrarium (examples/Thermostat.java in a package):
 * a thermostat that reads its target
 * temperature from a file, lowers it at night (by the clock) and decides
 * whether to heat. Every branch depends on the file system, the clock or the
 * arguments, so the generated tests set up a virtual world.
 */
public class Thermostat {

    public static final String CONFIG = "thermostat.conf";

    private final double tolerance;

    public Thermostat(double tolerance) {
        if (tolerance < 0 || tolerance > 5) {
            throw new IllegalArgumentException("tolerance must be between 0 and 5");
        }
        this.tolerance = tolerance;
    }

    /** The target from the config file's `target=NN` line; 20 when the file is absent. */
    public double target() throws IOException {
        Path config = Path.of(CONFIG);
        if (!Files.exists(config)) {
            return 20.0;
        }
        for (String line : Files.readAllLines(config)) {
            if (line.startsWith("target=")) {
                double t = Double.parseDouble(line.substring(7).trim());
                if (t < 5 || t > 30) {
                    throw new IllegalStateException("target out of range: " + t);
                }
                return isNight() ? t - 3 : t;
            }
        }
        throw new IllegalStateException("no target in " + CONFIG);
    }

    /** Between 22:00 and 06:00 (UTC). */
    public boolean isNight() {
        int hour = LocalTime.now(ZoneId.of("UTC")).getHour();
        return hour >= 22 || hour < 6;
    }

    public String decide(double current) throws IOException {
        double target = target();
        if (current < target - tolerance) {
            return "HEAT";
        }
        if (current > target + tolerance) {
            return "COOL";
        }
        return "IDLE";
    }
}
