import os

SEED = 101
RUN_MODE = os.environ.get("RUN_MODE", "graph")
GASES = ["h2", "ch4", "c2h2", "c2h4", "c2h6", "co", "co2"]
REFERENCE_PPM = [60.0, 40.0, 1.0, 20.0, 30.0, 400.0, 3000.0]
SAMPLES_PER_DAY = 24
DAYS = 8
FAULT_FROM_DAY = 5
ALARM_MARGIN = 1.5
