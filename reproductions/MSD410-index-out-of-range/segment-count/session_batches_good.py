"""Click sessions of several shoppers packed into one batch, with the shopper of each session."""
import numpy as np


def pack(sessions_per_user, dim, seed=0):
    rng = np.random.default_rng(seed)
    user_of_session = np.repeat(np.arange(len(sessions_per_user)), sessions_per_user).astype(np.int32)
    features = rng.standard_normal((len(user_of_session), dim)).astype(np.float32)
    n_users = int(user_of_session.max()) + 1
    targets = rng.random((len(sessions_per_user), 1)).astype(np.float32)
    return features, user_of_session, n_users, targets
