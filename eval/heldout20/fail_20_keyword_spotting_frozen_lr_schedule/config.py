"""Fine-tune a pretrained keyword-spotting encoder on a new wake word set."""
SEED = 19
N_MFCC = 10
FRAMES = 20
KEYWORDS = ["hey_robot", "stop", "lights_on", "_background_"]
NUM_CLIPS = 32
BATCH_SIZE = 8
EPOCHS = 2
HEAD_LR = 5e-3
ENCODER_LR = 1e-3
FREEZE_STEPS = 3      # keep the pretrained encoder fixed for the first steps
