"""Volumetric soil-moisture estimation from capacitance probes + weather (precision irrigation)."""

PROBE_DEPTHS = (10, 30, 60)        # cm
WEATHER = ("air_temp", "rel_humidity", "rain_24h", "et0")
N_READINGS = 180
BATCH_SIZE = 16
EPOCHS = 3
BASE_LR = 0.01
DECAY_RATE = 0.5
DECAY_EPOCHS = 1
SEED = 5
