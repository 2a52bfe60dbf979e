"""Sleep staging (Wake / N2 / REM) from 30-s EEG + EOG epochs, with gradient saliency for the scoring report."""

STAGES = ["wake", "n2", "rem"]
FS = 32                      # Hz after downsampling
EPOCH_SAMPLES = 30 * FS
HIDDEN = 16

# which network input each physiological channel is, for the saliency maps in the report
SALIENCY_INPUTS = {"eeg": 1, "eog": 2}  # ROOT

EPOCHS_PER_STAGE = 6
BATCH_SIZE = 6
TRAIN_EPOCHS = 1
LR = 3e-3
SEED = 23
