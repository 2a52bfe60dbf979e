"""Greenhouse climate control: predict tomorrow's irrigation need (litres per bench)."""

SEED = 41
SENSORS = ["air_temp", "rel_humidity", "co2_ppm", "par", "substrate_ec", "substrate_moisture"]
COLUMNS = ["readings", "litres"]  # ROOT
BATCH = 8
EPOCHS = 1
LR = 5e-3
