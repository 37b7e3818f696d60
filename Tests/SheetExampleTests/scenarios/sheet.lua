-- Examples/Sheet, an iOS app folder compiled as it is through the StagehandRewrite plugin: a
-- card presented with CardPresentationController and CardAnimator (vended by
-- CardTransitioningDelegate), dismissed by a tap on the presentation controller's dimming view.
--
-- UIKit's documented order, which these traces follow:
-- * For a custom presentation UIKit asks the transitioning delegate for the presentation
--   controller, then the animator, then the interactive animator ("Customizing the transition
--   animations", View Controller Programming Guide; UIViewControllerTransitioningDelegate,
--   https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate).
-- * presentationTransitionWillBegin "notifies the presentation controller that the presentation
--   animations are about to start"; the animator's animateTransition(using:) runs the
--   animations; completeTransition(_:) ends them, and then presentationTransitionDidEnd(_:)
--   comes (UIPresentationController,
--   https://developer.apple.com/documentation/uikit/uipresentationcontroller). The presented
--   controller's viewWillAppear comes before the animations and viewDidAppear after them.
-- * dismissalTransitionWillBegin before the dismissal's animations, dismissalTransitionDidEnd(_:)
--   after them: "Remove your views only if the completed parameter is true"
--   (https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)).
-- * A tap recognizer is discrete: recognized as the finger lifts, it cancels the view's touch
--   and sends its action (UITapGestureRecognizer, cancelsTouchesInView).

local function onScreen(app)
  local profile = Profile{}
  app.window.rootViewController = profile
  app:settle()
  app:mark()
  return profile
end

local function showCard(app)
  local profile = onScreen(app)
  app:tap{ x = 50, y = 120 }                 -- the "Show card" button
  app:settle()
  app:mark()
  return profile
end

scenario("the Show card button presents the card through the custom presentation controller and animator", function(app)
  local profile = onScreen(app)
  app:tap{ x = 50, y = 120 }
  app:settle()
  expect_trace(app, {
    "UIButton touchesBegan(50,120)",
    "UIButton beginTracking(34,20)",
    "UIButton touchesEnded(50,120)",
    "UIButton endTracking(34,20)",
    "UIButton sendAction(showCard:, ProfileViewController, touchUpInside)",
    "CardTransitioningDelegate presentationControllerForPresented(CardViewController, ProfileViewController, ProfileViewController)",
    "CardPresentationController shouldRemovePresentersView",
    "CardTransitioningDelegate animationControllerForPresented(CardViewController, ProfileViewController, ProfileViewController)",
    "CardTransitioningDelegate interactionControllerForPresentation(CardAnimator)",
    "CardAnimator transitionDuration",
    "CardViewController loadView",
    "CardViewController viewDidLoad",
    "CardViewController viewWillAppear(true)",
    "CardPresentationController presentationTransitionWillBegin",
    "CardPresentationController presentedView",
    "CardPresentationController containerViewWillLayoutSubviews",
    "CardPresentationController frameOfPresentedViewInContainerView",
    "CardPresentationController containerViewDidLayoutSubviews",
    "CardAnimator animateTransition",
    "CardViewController viewIsAppearing(true)",
    "CardViewController viewWillLayoutSubviews",
    "CardViewController viewDidLayoutSubviews",
    "CardViewController viewDidAppear(true)",
    "CardPresentationController presentationTransitionDidEnd(true)",
    "CardAnimator animationEnded(true)",
  }, { exact = true })
  local card = profile.presentedViewController
  expect(card.view.frame):toEqual({ x = 0, y = 667 - 320, width = 375, height = 320 })
  expect(card.presentationController.presentedViewController):toBe(card)
  expect(profile.appearState):toBe("appeared")            -- a card does not remove the presenter's view
end)

scenario("a tap on the dimming view dismisses the card; the dimming view leaves with it", function(app)
  local profile = showCard(app)
  local card = profile.presentedViewController
  local container = card.view.superview
  expect(#container.subviews):toBe(2)                     -- the dimming view under the card
  app:tap{ x = 100, y = 100 }
  app:settle()
  expect_trace(app, {
    "UIView touchesBegan(100,100)",
    "UITapGestureRecognizer state(ended)",
    "UIView touchesCancelled(100,100)",
    "UITapGestureRecognizer action(dimmingViewTapped:)",
    "CardTransitioningDelegate animationControllerForDismissed(CardViewController)",
    "CardTransitioningDelegate interactionControllerForDismissal(CardAnimator)",
    "CardAnimator transitionDuration",
    "CardViewController viewWillDisappear(true)",
    "CardPresentationController dismissalTransitionWillBegin",
    "CardAnimator animateTransition",
    "CardViewController viewDidDisappear(true)",
    "CardPresentationController dismissalTransitionDidEnd(true)",
    "CardAnimator animationEnded(true)",
  }, { exact = true })
  expect(profile.presentedViewController):toBeNil()
  expect(card.view.window):toBeNil()
end)

scenario("a tap on the card itself reaches the card's view and dismisses nothing", function(app)
  local profile = showCard(app)
  app:tap{ x = 100, y = 500 }
  app:settle()
  expect_trace(app, {
    "CardViewController.view touchesBegan(100,500)",
    "CardViewController.view touchesEnded(100,500)",
  }, { exact = true })
  expect(profile.presentedViewController.view.window):toBe(app.window)
end)
