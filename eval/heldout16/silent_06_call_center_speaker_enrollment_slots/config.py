MAX_SPEAKERS = 8             # enrollment slots in the deployed model
EMBED_DIM = 12
FEATURE_DIM = 20             # averaged MFCC + deltas per call segment
SEGMENTS_PER_CALL = 6
SEED = 61
FIRST_SHIFT = ["agent_ana", "agent_bo", "agent_chen"]
SECOND_SHIFT = ["agent_dara", "agent_eli"]
