SEED = 79
PRIORITIES = ["immediate", "urgent", "standard", "advice"]
FEATURES = ["breathing_difficulty", "chest_pain", "bleeding", "conscious", "age_band", "caller_distress",
            "repeat_caller", "injury_mechanism"]
N_CALLS = 96
BATCH_SIZE = 16
HIDDEN = 32
LR = 2e-3
EPOCHS = 1
