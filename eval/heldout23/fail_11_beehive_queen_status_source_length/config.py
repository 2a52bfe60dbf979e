"""Queen-status detection from hive sensor summaries (band energies of hive audio + climate)."""

BANDS = ("b100_200", "b200_300", "b300_400", "b400_500", "b500_600")
CLIMATE = ("temp_c", "humidity")
STATUS = ("queenright", "queenless")
NUM_HIVE_DAYS = 40
BATCH_SIZE = 8
EPOCHS = 1
LEARNING_RATE = 1e-2
SEED = 41
