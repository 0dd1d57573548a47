/**
 * Every fixed text of the product's specification, reproduced exactly, typos
 * included, plus our own wording for the states the product leaves unhandled. One module so
 * that a copy edit is one line; the server, the machines, the client and the screens
 * all read it.
 */
const oneLineOnly = "can't contain line breaks or control characters";

export const texts = {
  // Validation (product §5)
  emailRequired: 'Email is required field',
  emailInvalid: 'Enter valid email address',
  firstNameRequired: 'First name is required field',
  mobileRequired: 'Mobile Number is required field',
  mobileInvalid: 'Enter valid Mobile Number',
  passwordRequired: 'Password is required field',
  passwordWeak:
    '*Your password must contains at least 8 digit, one uppercase, one lowercase, one number ' +
    'and one special character (# ? ! @ $ % ^ & * -), and at most 32 characters',
  confirmPasswordRequired: '*Confirm Password is required field',
  confirmPasswordMismatch: '*Confirm Password is not matching with new passowrd',
  houseNoRequired: 'House no is required',
  apartmentRequired: 'Appartment is required',
  landmarkRequired: 'Landmark is required',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  pinCodeRequired: 'Pin code is required',
  addressTypeRequired: 'Address type is required',
  contactNameRequired: 'Name is required',
  contactEmailRequired: 'Email Id is required',
  contactEmailInvalid: 'Enter  valid Email Id.',
  contactMessageRequired: 'Message is required',

  // Fixed messages (product §8)
  selectAllVariants: 'Select all variants',
  outOfStock: 'This product out of stock',
  selectShippingAddress: 'Select shipping address',
  selectPayableMode: 'Select payable mode',
  userUpdated: 'User Updated',
  reviewThanks: 'Thank you for your valuable review!',
  productNotFound: 'Product not found',
  cartEmpty: 'Your cart is empty',
  wishlistEmpty: 'No item in the wishlist',
  messageSent: 'Message sent',
  copied: 'Copied',
  unexpectedError: 'Unexpected Application Error!',
  // Not in the product: our own wording for states the product leaves unhandled
  networkError: 'Could not reach the shop. Check your connection and try again.',
  /** An answer the client cannot explain (a 5xx, a body that is not `{ message }`, a validator's wording). */
  somethingWentWrong: 'Something went wrong on our side. Please try again.',
  codeRequired: 'Code is required',
  codeInvalid: 'Enter the 6 digits of the code we mailed you',
  socialSignInUnavailable: 'Social sign-in is not available in this shop',
  loginSucceeded: 'Logged in. Taking you to the shop…',
  signupSucceeded: 'Account created. Taking you to the shop…',
  productReturned: 'This Product is Returned',
  /** A one-line field (a name, an address field, a setting) holding a line break, a control or a bidi character (patterns.ts). */
  notOneLine: (label: string) => `${label} ${oneLineOnly}.`,
  oneLineOnly,
  addressLimitReached: (max: number) => `You can save up to ${max} addresses. Please delete one before adding another.`,
  stockLeft: (n: number) => `Only ${n} item(s) left in stock!`,
  percentOff: (n: number) => `${n}% off`,

  // Labels and headings (product §2)
  searchPlaceholder: 'search',
  shoppingCart: 'Shopping Cart',
  cart: 'Cart',
  checkout: 'Checkout',
  loginRequired: 'This feature requierd login. Are you sure you want to login?',
  cancel: 'CANCEL',
  ok: 'OK',
  readyToGetStarted: 'Ready to Get Started?',
  sendMessage: 'Send Message',
  newArrivals: 'New Arrivals',
  bestSelling: 'Best Selling',
  viewMore: 'View More',
  all: 'All',
  clearAll: 'Clear All',
  home: 'Home',
  skip: 'Skip',
  registerNow: 'Register Now',
  forgotPassword: 'Forgot Password',
  addToCart: 'Add to cart',
  completeCheckout: 'Complete Checkout',
  placeOrder: 'Place Order',
  addAddress: 'Add Address',
  cancelOrder: 'Cancel Order',
  printInvoice: 'Print Invoice',
  viewDetail: 'View Detail',
  returnProduct: 'Return Product',
  giveReview: 'Give a Review',
  logout: 'Logout',
  tabs: {
    specification: 'Specification',
    reviews: 'Ratings & Reviews',
    delivery: 'Delivery & Return',
    profile: 'Profile',
    orders: 'Orders',
    addresses: 'Manage Addresses',
  },
  checkoutSections: {
    deliveryAddress: 'Delivery Address',
    orderSummary: 'Order Summary',
    paymentOptions: 'Payment Options',
    priceDetails: 'Price Details',
  },
  drawer: {
    home: 'Home',
    carts: 'Carts',
    account: 'Account',
    wishlist: 'Wishlist',
    profile: 'Profile',
    logout: 'Logout',
    legals: 'Legals',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    contactUs: 'Contact Us',
  },
  footerLinks: {
    about: 'about',
    contactUs: 'contact us',
    privacyPolicy: 'privacy policy',
    terms: 'terms & conditions',
  },
  pageTitles: {
    aboutus: 'About Us',
    termsandconditions: 'Terms & Conditions',
    privacypolicy: 'Privacy Policy',
    contactus: 'Contact Us',
  },
  // Delivery times (product §1)
  delivery: {
    metros: 'Metros: 3-5 working days',
    otherCities: 'Other cities: 5-7 working days',
    speedPost: 'Areas served only by speed post: 15 working days',
  },
  // Order status names (product §4)
  orderStatus: { A: 'Received', P: 'Processed', S: 'Shipped', D: 'Delivered', C: 'Cancelled', R: 'Returned' },
  // A refund made by staff (issue 52): our own wording
  refunds: {
    amount: 'A refund is an amount of more than ₹0, in rupees and paise.',
    reference: 'A refund given by hand needs its UPI or bank reference, on one line.',
    noOrder: 'There is no such order.',
    onlineByProvider: 'This order was paid online: its refund goes back to the card, through the payment provider.',
    cashByHand: 'This order was paid in cash: say how it was given back (cash or bank) and its reference.',
    nothingTaken: 'This order has no payment taken to refund.',
    pastPaid: (left: number) =>
      `That is more than the order has left to refund: ₹${left.toLocaleString('en-IN', { minimumFractionDigits: 2 })}.`,
  },
  // A shipment (issue 52): our own wording
  shipment: {
    carrier: 'A carrier is its name, on one line, of at most 60 characters.',
    trackingNumber: 'A tracking number is 1 to 40 letters, digits, spaces or hyphens.',
    trackingUrl: 'A tracking link is a web address starting with https:// or http://, of at most 500 characters.',
    notProcessed: (number: string, status: string) =>
      `Order ${number} is ${status}: an order is shipped once it is processed.`,
  },
  // The back office's sign-in and permissions (issue 52, decision 0050): our own wording
  staff: {
    signInToContinue: 'Please sign in to the back office to continue.',
    sessionEnded: 'Your back-office session has ended. Please sign in again.',
    wrongCredentials: 'The email or password is not right.',
    codeNeeded: 'Enter the 6-digit code from your authenticator app.',
    codeWrong: 'That code is not right, or was already used. Enter the newest code from your authenticator app.',
    signedIn: 'You are signed in to the back office.',
    signedOut: 'You are signed out of the back office.',
    passwordSet: 'Your password is set. Sign in with it now.',
    linkUsedOrExpired: "This link has been used or has expired. Ask the shop's owner for a new one.",
    /** A role without the operation's area (rules/staff-permissions.ts). */
    notYourArea: (area: string) => `Your role does not include ${area}. Ask the shop's owner if you need it.`,
    areaNames: {
      orders: 'orders',
      shipping: 'shipping',
      returns: 'returns',
      stock: 'stock',
      inbox: 'the inbox',
      products: 'products',
      mails: "the shop's mails",
      refunds: 'refunds',
      coupons: 'coupons',
      customers: 'customers',
      settings: "the shop's settings",
      staff: "the shop's people",
    },
  },
  // GST documents (issue 53): our own wording
  printCreditNote: 'Print Credit Note',
  gst: {
    /** A shop with a GSTIN issues tax invoices and credit notes; one without is not registered, and says neither. */
    titles: {
      invoice: 'Tax invoice',
      invoiceUnregistered: 'Order summary',
      creditNote: 'Credit note',
      creditNoteUnregistered: 'Refund summary',
    },
    signatory: 'Authorised signatory',
    gstin: {
      length: 'A GSTIN has 15 letters and digits: the 2 of the state code, the 10 of the PAN, then 3 more.',
      stateCode: (code: string) => `A GSTIN starts with the 2 digits of a state's code, and ${code} is no state's.`,
      pan: 'Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits, then a letter.',
      registration: 'The 13th character of a GSTIN is a digit from 1 to 9 or a letter.',
      fourteenth: 'The 14th character of a GSTIN is the letter Z.',
      checkCharacter: 'The last character of this GSTIN does not match the 14 before it: one of them is mistyped.',
    },
    invoicePrefix: 'The invoice series prefix is 1 to 4 capital letters or digits.',
    /** An address whose state is not one of India's states and union territories (issue 53's wording). */
    unknownState: "The shop cannot tell this address's state",
    hsn: 'An HSN code is 4, 6 or 8 digits.',
    stateUnknown: "is not one of India's states and union territories, by name or GST code",
    stateAgainstGstin: "is not the state the GSTIN's first two digits name",
  },
} as const;
