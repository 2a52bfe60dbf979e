"""Gym-exercise recognition from short pose-keypoint clips (TSN-style sparse frame sampling)."""

EXERCISES = ["squat", "push_up", "lunge", "jumping_jack"]
CLIP_FRAMES = 30           # decoded frames per clip
SAMPLED_FRAMES = 8         # segments kept for the network
KEYPOINTS = 17             # COCO body keypoints, (x, y) each
HIDDEN = 32

N_CLIPS = 16
BATCH_SIZE = 8
STEPS = 2
LR = 2e-3
SEED = 4
