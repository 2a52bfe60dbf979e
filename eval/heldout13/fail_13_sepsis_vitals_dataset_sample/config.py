VITALS = ("heart_rate", "resp_rate", "temp", "sbp", "spo2")
HOURS = 12
HIDDEN = 32
BATCH_SIZE = 16
EPOCHS = 2
NUM_PATIENTS = 96
