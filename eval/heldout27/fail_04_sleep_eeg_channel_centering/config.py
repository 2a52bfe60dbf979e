"""Sleep staging from 30 s polysomnography epochs (EEG Fpz-Cz, Pz-Oz, EOG)."""

SEED = 8
CHANNELS = 3
SAMPLES = 100          # downsampled epoch
STAGES = ["W", "N1", "N2", "N3", "REM"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
