FEATURES = ["sqft_living", "bedrooms", "bathrooms", "year_built", "lat", "long", "grade"]
HIDDEN = (32, 16)
BATCH = 16
EPOCHS = 3
LR = 3e-3
METRICS = {"mae", "rmse"}  # ROOT
