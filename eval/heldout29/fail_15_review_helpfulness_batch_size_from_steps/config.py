"""Predict whether a product review will be voted helpful, from review metadata."""

FEATURES = ["length_words", "has_photo", "verified_purchase", "star_rating", "days_since_release", "reviewer_rank"]
N_REVIEWS = 42
STEPS_PER_EPOCH = 4          # fixed so the LR schedule is comparable across data refreshes

EPOCHS = 2
LR = 0.02
SEED = 90
