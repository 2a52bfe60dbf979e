"""Respiratory screening from short cough recordings (smartphone app), tiny synthetic version."""

SAMPLE_RATE = 4000
CLIP_SECONDS = 0.25
AUDIO_COLUMN = "waveform"
LABEL_COLUMN = "label"
CLASSES = ["healthy", "wet_cough"]
BATCH = 8
CLIPS = 64
EPOCHS = 2
LR = 1e-3
