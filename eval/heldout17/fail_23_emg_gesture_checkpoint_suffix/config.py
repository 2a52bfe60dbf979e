import os
import tempfile

GESTURES = ["rest", "fist", "open", "pinch", "point"]
CHANNELS = 8
WINDOW = 40
BATCH_SIZE = 16
EPOCHS = 2
CKPT_PATH = os.path.join(tempfile.gettempdir(), "h17_emg_gesture_best.pt")  # ROOT
