FS = 50                  # Hz, downsampled polysomnography
EPOCH_SECONDS = 6        # shortened 30 s scoring epochs
CHANNELS = ("Fpz-Cz", "Pz-Oz")
STAGES = ("W", "N1", "N2", "N3", "REM")
NUM_EPOCHS_REC = 80
BATCH_SIZE = 16
TRAIN_EPOCHS = 2
SEED = 37
