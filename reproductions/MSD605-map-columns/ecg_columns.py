SIGNAL_LENGTH = 64
INPUT_COLUMN = "ecg_signal"  # expect: MSD605
BATCH = 4
